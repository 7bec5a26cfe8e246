import type { SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'
import { ORDER_CHOICE_FIELD, orderChoiceValue, serverOrderKey } from './packageOrderForm.ts'
import { PrimaryButton } from './ui.tsx'

/**
 * A package's "Choose …" button as a form posted to the page itself (packageOrderForm.ts): without scripts the server
 * answers with the order of that package alone; with scripts `onChoose` runs instead (a press before the island
 * hydrates is held and redone, docs/islands.md), exactly as the button did. Without `onChoose` the form always posts
 * (trying a failed order again, with the `orderKey` it was posted with).
 */
export function ChoosePackageForm({
  packageId,
  catalogId,
  onChoose,
  orderKey = serverOrderKey(),
  buttonCss,
  className,
  children,
}: {
  packageId: string
  catalogId: string
  onChoose?: () => void
  orderKey?: string
  buttonCss?: SerializedStyles
  className?: string
  children: ReactNode
}) {
  return (
    // No action: the post goes to the page's own address, from which the server takes the page and its catalogue.
    <form
      method="post"
      className={className}
      onSubmit={
        onChoose &&
        ((event) => {
          event.preventDefault()
          onChoose()
        })
      }
    >
      {/* The key is made on the server (the browser's render has none): hydration keeps the server's value. */}
      <PrimaryButton
        type="submit"
        name={ORDER_CHOICE_FIELD}
        value={orderChoiceValue({ catalogId, packageId, orderKey })}
        css={buttonCss}
        suppressHydrationWarning
      >
        {children}
      </PrimaryButton>
    </form>
  )
}

import type { SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'
import { ORDER_CATALOGUE_FIELD, ORDER_KEY_FIELD, ORDER_PACKAGE_FIELD, serverOrderKey } from './packageOrderForm.ts'
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
  orderKey: givenKey,
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
  // Made once per render on the server (the browser's render never posts it: the submit is taken, or the key given).
  const orderKey = givenKey ?? serverOrderKey()
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
      <input type="hidden" name={ORDER_PACKAGE_FIELD} value={packageId} />
      <input type="hidden" name={ORDER_CATALOGUE_FIELD} value={catalogId} />
      <input type="hidden" name={ORDER_KEY_FIELD} value={orderKey} suppressHydrationWarning />
      <PrimaryButton type="submit" css={buttonCss}>
        {children}
      </PrimaryButton>
    </form>
  )
}

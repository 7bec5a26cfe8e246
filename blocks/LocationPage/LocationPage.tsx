import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { LocationPageProps } from '../../schemas/generated/blocks/LocationPageProps.ts'
import { ButtonLink, Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import { Breadcrumbs, type Crumb } from '../shared/Breadcrumbs.tsx'
import { JsonLd } from '../shared/JsonLd.tsx'
import { SalesNumberOrHours } from '../shared/SalesCallLink.tsx'
import type { LocationPageData } from './data.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { LocalReviews } from './LocalReviews.tsx'
import { ContentWithPicture } from '../shared/ContentWithPicture.tsx'

const areaList = css`list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem 1.5rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));`

/** A state or city landing page: local heading, local copy, the local phone, nearby places and LocalBusiness data. */
export function LocationPage({ id, props, data }: BlockProps<LocationPageProps, LocationPageData>) {
  const theme = useTheme()
  const placeName = data.city ? `${data.city.name}, ${data.state.abbreviation}` : data.state.name
  const picture = (data.city && props.cityImage) || props.image
  const crumbs: Crumb[] = [{ label: props.locationsLabel }]
  if (data.city)
    crumbs.push({ label: data.state.name, href: `/locations/${data.state.slug}` }, { label: data.city.name })
  else crumbs.push({ label: data.state.name })
  return (
    <>
      <section
        id={id}
        aria-labelledby={`${id}-heading`}
        css={css`background: ${theme.palette.darkblue}; color: #fff; padding: 3rem 0;`}
      >
        <Container>
          <h1 id={`${id}-heading`} css={css`margin: 0 0 1rem; font-size: clamp(1.75rem, 4vw, 2.75rem);`}>
            {fillTemplate(props.headingTemplate, { place: placeName })}
          </h1>
          {/* The local team is a sales line: its number is a link only while sales is open, else the sales hours
              (spec 4.10), decided before the first paint, with scripts blocked too. It is the page's sales number
              (the loader's setPhones), so the header and footer give the same one. */}
          <p css={css`font-size: 1.25rem; margin: 0 0 1.25rem;`} data-local-call="">
            {props.callLabel} <SalesNumberOrHours linkCss={css`color: #fff; font-weight: 800;`} />
          </p>
          {props.cta && <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>}
        </Container>
      </section>
      <Section aria-label={placeName}>
        {/* A reading-width column on the hero's left edge (centred, it started 170 px right of it at 1280 px),
            the place's picture beside it from lg and between the local copy and the lists on phones. */}
        <ContentWithPicture
          image={picture}
          columnWidth="40rem"
          pictureAttribute="data-location-picture"
          after={
            <>
              {data.neighborhoods.length > 0 && (
                <>
                  <h2>{fillTemplate(props.neighborhoodsHeading, { place: placeName })}</h2>
                  <ul css={css`columns: 12rem;`}>
                    {data.neighborhoods.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                </>
              )}
              {data.cities.length > 0 && (
                <nav aria-labelledby={`${id}-cities`}>
                  <h2 id={`${id}-cities`}>
                    {data.city
                      ? fillTemplate(props.citiesHeading, { place: data.state.name })
                      : fillTemplate(props.areaHeading, { place: data.state.name })}
                  </h2>
                  {/* The area served: on a state page each city with its neighborhoods, a list read like a map key. */}
                  <ul css={areaList} data-area-served="">
                    {data.cities.map((c) => (
                      <li key={c.slug}>
                        <a href={`/locations/${data.state.slug}/${c.slug}`} css={css`font-weight: 700;`}>
                          {c.name}
                        </a>
                        {!data.city && c.neighborhoods.length > 0 && (
                          <p css={css`margin: 0.25rem 0 0; font-size: 0.95rem;`}>{c.neighborhoods.join(' · ')}</p>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </>
          }
        >
          <Breadcrumbs crumbs={crumbs} siteUrl={data.siteUrl} />
          <RichText content={data.intro} />
          {data.stateIntro && <RichText content={data.stateIntro} />}
        </ContentWithPicture>
      </Section>
      {data.reviews.length > 0 && (
        <LocalReviews
          id={`${id}-reviews`}
          heading={fillTemplate(props.reviewsHeading, { place: data.city ? data.city.name : data.state.name })}
          ratingLabel={props.ratingLabel}
          reviews={data.reviews}
          showCity={!data.city}
        />
      )}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: `${data.businessName} ${placeName}`,
          url: data.url,
          telephone: data.phone,
          address: {
            '@type': 'PostalAddress',
            addressRegion: data.state.abbreviation,
            addressCountry: 'US',
            ...(data.city ? { addressLocality: data.city.name } : {}),
          },
          areaServed: data.city
            ? { '@type': 'City', name: data.city.name }
            : { '@type': 'State', name: data.state.name },
        }}
      />
    </>
  )
}

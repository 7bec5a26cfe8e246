import { features, questions, rooms, steps, testimonials } from './content.ts'

/**
 * One page with about the text of the site's home page (hero, features, rooms, steps, testimonials,
 * questions) as plain elements: what a page costs when React hydrates it and nothing else.
 */
export default function Page() {
  return (
    <main>
      <section>
        <p>Protection you can count on</p>
        <h1>Home Security Designed Around Your Home</h1>
        <p>Professionally installed cameras, sensors and smart locks, watched over 24/7 by monitoring specialists.</p>
        <ul>
          <li>Free professional installation</li>
          <li>0% APR equipment financing for qualified customers</li>
          <li>24/7 UL-listed monitoring</li>
        </ul>
        <a href="#quote">Get a Free Quote</a>
      </section>
      <section>
        <h2>Everything your home needs</h2>
        {features.map(([heading, text]) => (
          <article key={heading}>
            <h3>{heading}</h3>
            <p>{text}</p>
          </article>
        ))}
      </section>
      <section>
        <h2>Protection for every room</h2>
        <ul>
          {rooms.map((room) => (
            <li key={room}>
              <h3>The {room}</h3>
              <p>
                A sensor on the {room} tells the monitoring centre the moment it opens while the system is armed, and a
                camera can show you who is there. Chimes for the {room} can be turned on or off in the app.
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>How it works</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section>
        <h2>What customers say</h2>
        {testimonials.map(([quote, name]) => (
          <figure key={name}>
            <blockquote>{quote}</blockquote>
            <figcaption>{name}</figcaption>
          </figure>
        ))}
      </section>
      <section id="quote">
        <h2>Questions we hear often</h2>
        {questions.map(([question, answer]) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
      <footer>
        <p>Call 1-800-555-0100, Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm Central.</p>
        <p>© Home Security. Equipment financing subject to credit approval. Monitoring plans require a contract.</p>
      </footer>
    </main>
  )
}

/** The reference page's text: about as much as the site's home page (10 KB of visible text). */

export const features = [
  [
    'Cameras that see clearly',
    'Indoor, outdoor and doorbell cameras with night vision, two-way talk and clips saved for 30 days.',
  ],
  [
    'Sensors on every door',
    'Entry, motion and glass-break sensors that report to the monitoring centre within seconds.',
  ],
  ['Smart locks', 'Lock and unlock from the app, give a code to a guest and take it back when they leave.'],
  ['24/7 monitoring', 'Specialists watch over your home day and night and send help when it is needed.'],
  ['Smoke and carbon monoxide', 'Detectors that call the fire department even when nobody is home to hear the alarm.'],
  [
    'Water and freeze',
    'Leak and temperature sensors near the water heater, the washer and the pipes that freeze first.',
  ],
  ['One app', 'Arm, disarm, watch live video and see who came home, from anywhere, on any phone.'],
  ['Backup that holds', 'A battery in the panel and a cellular connection keep the system online through outages.'],
]

export const rooms = [
  'front door',
  'back door',
  'garage',
  'living room',
  'kitchen',
  'basement',
  'nursery',
  'home office',
]

export const steps = [
  'Tell us about your home: how many doors and windows, who lives there, what worries you most.',
  'A security consultant designs a system around the rooms and routines of your household.',
  'A certified technician installs every device, tests it with the monitoring centre and shows you the app.',
  'Monitoring starts the same day. You can add a camera or a sensor later without a new contract.',
]

export const questions = [
  [
    'Is installation really free?',
    'Professional installation is included with every monitored package of three years or more.',
  ],
  [
    'Can I move my system?',
    'Yes: we move your equipment to your new home and set it up again at no charge once per contract.',
  ],
  [
    'What happens when the power goes out?',
    'The panel has a backup battery for 24 hours and a cellular connection that does not need your internet.',
  ],
  [
    'Do I need a landline?',
    'No. The system talks to the monitoring centre over a cellular network, with Wi-Fi as a second path.',
  ],
  [
    'Can I pay for the equipment over time?',
    'Qualified customers pay 0% APR over 36 or 60 months, with the first payment a month after installation.',
  ],
  [
    'What if there is a false alarm?',
    'A specialist calls you first and asks for your passcode before anyone is sent to your home.',
  ],
  [
    'Can I use my own cameras?',
    'Our cameras are built to work with the monitoring centre; other cameras cannot send it verified video.',
  ],
  [
    'Is my video private?',
    'Clips are encrypted in transit and at rest, and nobody at the company watches them without your permission.',
  ],
  [
    'How long is the contract?',
    'Monitoring plans run for 36 months; you may cancel within the first 30 days for a full refund.',
  ],
  [
    'Do you serve my area?',
    'We install in 48 states. Enter your ZIP code on any page to see whether a technician works near you.',
  ],
]

export const testimonials = [
  ['Our technician spent an hour showing us the app before he left.', 'Dana, Columbus'],
  ['The monitoring centre called within a minute when the basement flooded.', 'Luis, Tucson'],
  ['We moved across town and they set everything up again the same week.', 'Priya, Raleigh'],
  ['The doorbell camera alone has been worth it for our packages.', 'Tom, Boise'],
]

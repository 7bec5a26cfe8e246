import '@puckeditor/core/puck.css'
import { createRoot } from 'react-dom/client'
import { StudioApp } from './StudioApp.tsx'

createRoot(document.getElementById('studio')!).render(<StudioApp />)

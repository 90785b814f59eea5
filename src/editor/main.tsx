import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '#styles/index.css'
import { EditorApp } from './editor-app.tsx'
import './editor.css'
import './content/content.css'

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
)

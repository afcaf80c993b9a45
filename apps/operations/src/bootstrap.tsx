import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/standalone-app';

createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp />);

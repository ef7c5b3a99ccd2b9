import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { connectSession } from './app/session';
import { makeStore } from './app/store';
import { authStateFromStorage } from './store/authSlice';
import './styles/global.css';

const store = makeStore({ auth: authStateFromStorage() });
const router = createBrowserRouter(routes);
connectSession(store, router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App store={store} router={router} />);

// The JS floor: a bare React + Redux Toolkit + React Router shell, built with the app's own webpack config
// (bench/floor/webpack.config.js). Whatever the app ships beyond this is the app's own weight.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const counter = createSlice({
  name: 'counter',
  initialState: { clicks: 0 },
  reducers: { clicked: (state) => { state.clicks += 1; } },
});
const store = configureStore({ reducer: { counter: counter.reducer } });
type State = ReturnType<typeof store.getState>;

function Page() {
  const clicks = useSelector((state: State) => state.counter.clicks);
  const dispatch = useDispatch();
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare React, Redux Toolkit and React Router shell.</p>
      <button type="button" onClick={() => dispatch(counter.actions.clicked())}>Clicked {clicks} times</button>
      <Link to="/bench-floor/other">Another route</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

// The route table of SPEC §2. Every screen is its own lazily loaded chunk, loaded through a retrying import.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { importWithRetry } from '../lib/lazyWithRetry';
import { RouteError } from './ErrorBoundary';
import { RequireAuth, RootRedirect, SignedOutOnly } from './RequireAuth';
import { Shell } from './shell/Shell';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await importWithRetry(load)).default });

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'home', lazy: screen(() => import(/* webpackChunkName: "home" */ '../features/home/HomeScreen')) },
          { path: 'recipes', lazy: screen(() => import(/* webpackChunkName: "discover" */ '../features/recipes/DiscoverScreen')) },
          { path: 'recipes/:id', lazy: screen(() => import(/* webpackChunkName: "recipe-route" */ './RecipeRoute')) },
          { path: 'verify', lazy: screen(() => import(/* webpackChunkName: "verify" */ '../features/auth/VerifyScreen')) },
          {
            element: <SignedOutOnly />,
            children: [
              { path: 'login', lazy: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen')) },
              { path: 'forgot-password', lazy: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/ForgotPasswordScreen')) },
              { path: 'register', lazy: screen(() => import(/* webpackChunkName: "register" */ '../features/auth/RegisterScreen')) },
              { path: 'reset-password', lazy: screen(() => import(/* webpackChunkName: "reset-password" */ '../features/auth/ResetPasswordScreen')) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'user-dashboard', lazy: screen(() => import(/* webpackChunkName: "dashboard" */ '../features/home/DashboardScreen')) },
              { path: 'home-beta', lazy: screen(() => import(/* webpackChunkName: "home-beta" */ '../features/home/HomeBetaScreen')) },
              { path: 'user-stores', lazy: screen(() => import(/* webpackChunkName: "stores" */ '../features/stores/StoresScreen')) },
              { path: 'user-stores/:id', lazy: screen(() => import(/* webpackChunkName: "store" */ '../features/stores/StoreScreen')) },
              { path: 'user-notifications', lazy: screen(() => import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsScreen')) },
            ],
          },
          { path: '*', lazy: screen(() => import(/* webpackChunkName: "not-found" */ '../features/home/NotFoundScreen')) },
        ],
      },
    ],
  },
];

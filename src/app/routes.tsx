// The route table of SPEC §2. Every screen is its own lazily loaded chunk, loaded through a retrying import, which
// the router (src/lib/router.tsx) loads before it moves to the screen.
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { importWithRetry } from '../lib/lazyWithRetry';
import { lazyComponent } from '../lib/router';
import { RouteErrorBoundary } from './ErrorBoundary';
import { loadSignedIn } from './listeners';
import { RequireAuth, RootRedirect, SignedOutOnly } from './RequireAuth';
import { Shell } from './shell/Shell';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazyComponent(async () => (await importWithRetry(load)).default);

export const routes: RouteObject[] = [
  {
    // an error in the shell itself takes the whole page; one in a screen (or its code that did not load) its place
    element: <RouteErrorBoundary><Shell /></RouteErrorBoundary>,
    children: [
      {
        element: <RouteErrorBoundary><Outlet /></RouteErrorBoundary>,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'home', Component: screen(() => import(/* webpackChunkName: "home" */ '../features/home/HomeScreen')) },
          { path: 'recipes', Component: screen(() => import(/* webpackChunkName: "discover" */ '../features/recipes/DiscoverScreen')) },
          { path: 'recipes/:id', Component: screen(() => import(/* webpackChunkName: "recipe-route" */ './RecipeRoute')) },
          { path: 'verify', Component: screen(() => import(/* webpackChunkName: "verify" */ '../features/auth/VerifyScreen')) },
          { path: 'about', Component: screen(() => import(/* webpackChunkName: "about" */ '../features/static/AboutScreen')) },
          { path: 'legal', Component: screen(() => import(/* webpackChunkName: "legal" */ '../features/static/LegalScreen')) },
          // SPEC §2 registers /contact twice and the first wins: registered once here
          { path: 'contact', Component: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactScreen')) },
          {
            element: <SignedOutOnly />,
            children: [
              { path: 'login', Component: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen')) },
              { path: 'forgot-password', Component: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/ForgotPasswordScreen')) },
              { path: 'register', Component: screen(() => import(/* webpackChunkName: "register" */ '../features/auth/RegisterScreen')) },
              { path: 'reset-password', Component: screen(() => import(/* webpackChunkName: "reset-password" */ '../features/auth/ResetPasswordScreen')) },
            ],
          },
          {
            // the signed-in screens dispatch the signed-in data's actions: its reducers are added before they render
            Component: lazyComponent(async () => {
              await loadSignedIn();
              return RequireAuth;
            }),
            children: [
              { path: 'user-dashboard', Component: screen(() => import(/* webpackChunkName: "dashboard" */ '../features/home/DashboardScreen')) },
              { path: 'home-beta', Component: screen(() => import(/* webpackChunkName: "home-beta" */ '../features/home/HomeBetaScreen')) },
              { path: 'user-recipes', Component: screen(() => import(/* webpackChunkName: "cookbook" */ '../features/cookbook/CookbookScreen')) },
              { path: 'user-recipes/:id', Component: screen(() => import(/* webpackChunkName: "user-recipe" */ './UserRecipeRoute')) },
              // SPEC §2: the wizard's five steps are sub-routes (base, ingredients, configure, steps, complete)
              { path: 'recipe-creator/:step?', Component: screen(() => import(/* webpackChunkName: "recipe-wizard" */ '../features/recipeCreator/RecipeWizardScreen')) },
              { path: 'recipe-edit/:id/:step?', Component: screen(() => import(/* webpackChunkName: "recipe-wizard" */ '../features/recipeCreator/RecipeWizardScreen')) },
              { path: 'imported-recipes/:id', Component: screen(() => import(/* webpackChunkName: "imported-recipe" */ './ImportedRecipeRoute')) },
              { path: 'user-stores', Component: screen(() => import(/* webpackChunkName: "stores" */ '../features/stores/StoresScreen')) },
              { path: 'user-stores/:id', Component: screen(() => import(/* webpackChunkName: "store" */ '../features/stores/StoreScreen')) },
              // ours (SPEC §2 names no route for the receipt scan); ?store={id} preselects the store
              { path: 'scan', Component: screen(() => import(/* webpackChunkName: "scan" */ '../features/scan/ScanScreen')) },
              { path: 'user-shopping-lists', Component: screen(() => import(/* webpackChunkName: "shopping-lists" */ '../features/shoppinglists/ShoppingListsScreen')) },
              // the create screen's form is the lists screen's Create dialog's: one file, not a copy in each
              { path: 'user-shopping-lists/create', Component: screen(() => import(/* webpackChunkName: "shopping-lists" */ '../features/shoppinglists/CreateListScreen')) },
              { path: 'user-shopping-lists/edit/:id', Component: screen(() => import(/* webpackChunkName: "shopping-list-edit" */ '../features/shoppinglists/ListEditScreen')) },
              { path: 'user-shopping-lists/:id', Component: screen(() => import(/* webpackChunkName: "shopping-list" */ '../features/shoppinglists/ShoppingListScreen')) },
              { path: 'user-meal-plans', Component: screen(() => import(/* webpackChunkName: "mealplans" */ '../features/mealplans/MealplansScreen')) },
              { path: 'user-meal-plans/create', Component: screen(() => import(/* webpackChunkName: "mealplan-edit" */ '../features/mealplans/CreateMealplanScreen')) },
              { path: 'user-meal-plans/edit/:id', Component: screen(() => import(/* webpackChunkName: "mealplan-edit" */ '../features/mealplans/MealplanEditScreen')) },
              { path: 'user-meal-plans/:id', Component: screen(() => import(/* webpackChunkName: "mealplan" */ '../features/mealplans/MealplanScreen')) },
              { path: 'diary', Component: screen(() => import(/* webpackChunkName: "diary" */ '../features/mealplans/DiaryScreen')) },
              { path: 'user-notifications', Component: screen(() => import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsScreen')) },
              { path: 'user-preferences', Component: screen(() => import(/* webpackChunkName: "preferences" */ '../features/account/PreferencesScreen')) },
              { path: 'contact-beta', Component: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactBetaScreen')) },
              { path: 'bug-report', Component: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/BugReportScreen')) },
            ],
          },
          { path: '*', Component: screen(() => import(/* webpackChunkName: "not-found" */ '../features/home/NotFoundScreen')) },
        ],
      },
    ],
  },
];

// The route table of SPEC §2. Every screen is its own lazily loaded chunk, loaded through a retrying import.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { importWithRetry } from '../lib/lazyWithRetry';
import { RouteError } from './ErrorBoundary';
import { loadSignedIn } from './listeners';
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
          { path: 'about', lazy: screen(() => import(/* webpackChunkName: "about" */ '../features/static/AboutScreen')) },
          { path: 'legal', lazy: screen(() => import(/* webpackChunkName: "legal" */ '../features/static/LegalScreen')) },
          // SPEC §2 registers /contact twice and the first wins: registered once here
          { path: 'contact', lazy: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactScreen')) },
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
            // the signed-in screens dispatch the signed-in data's actions: its reducers are added before they render
            lazy: async () => {
              await loadSignedIn();
              return {};
            },
            children: [
              { path: 'user-dashboard', lazy: screen(() => import(/* webpackChunkName: "dashboard" */ '../features/home/DashboardScreen')) },
              { path: 'home-beta', lazy: screen(() => import(/* webpackChunkName: "home-beta" */ '../features/home/HomeBetaScreen')) },
              { path: 'user-recipes', lazy: screen(() => import(/* webpackChunkName: "cookbook" */ '../features/cookbook/CookbookScreen')) },
              { path: 'user-recipes/:id', lazy: screen(() => import(/* webpackChunkName: "user-recipe" */ './UserRecipeRoute')) },
              // SPEC §2: the wizard's five steps are sub-routes (base, ingredients, configure, steps, complete)
              { path: 'recipe-creator/:step?', lazy: screen(() => import(/* webpackChunkName: "recipe-wizard" */ '../features/recipeCreator/RecipeWizardScreen')) },
              { path: 'recipe-edit/:id/:step?', lazy: screen(() => import(/* webpackChunkName: "recipe-wizard" */ '../features/recipeCreator/RecipeWizardScreen')) },
              { path: 'imported-recipes/:id', lazy: screen(() => import(/* webpackChunkName: "imported-recipe" */ './ImportedRecipeRoute')) },
              { path: 'user-stores', lazy: screen(() => import(/* webpackChunkName: "stores" */ '../features/stores/StoresScreen')) },
              { path: 'user-stores/:id', lazy: screen(() => import(/* webpackChunkName: "store" */ '../features/stores/StoreScreen')) },
              // ours (SPEC §2 names no route for the receipt scan); ?store={id} preselects the store
              { path: 'scan', lazy: screen(() => import(/* webpackChunkName: "scan" */ '../features/scan/ScanScreen')) },
              { path: 'user-shopping-lists', lazy: screen(() => import(/* webpackChunkName: "shopping-lists" */ '../features/shoppinglists/ShoppingListsScreen')) },
              // the create screen's form is the lists screen's Create dialog's: one file, not a copy in each
              { path: 'user-shopping-lists/create', lazy: screen(() => import(/* webpackChunkName: "shopping-lists" */ '../features/shoppinglists/CreateListScreen')) },
              { path: 'user-shopping-lists/edit/:id', lazy: screen(() => import(/* webpackChunkName: "shopping-list-edit" */ '../features/shoppinglists/ListEditScreen')) },
              { path: 'user-shopping-lists/:id', lazy: screen(() => import(/* webpackChunkName: "shopping-list" */ '../features/shoppinglists/ShoppingListScreen')) },
              { path: 'user-meal-plans', lazy: screen(() => import(/* webpackChunkName: "mealplans" */ '../features/mealplans/MealplansScreen')) },
              { path: 'user-meal-plans/create', lazy: screen(() => import(/* webpackChunkName: "mealplan-edit" */ '../features/mealplans/CreateMealplanScreen')) },
              { path: 'user-meal-plans/edit/:id', lazy: screen(() => import(/* webpackChunkName: "mealplan-edit" */ '../features/mealplans/MealplanEditScreen')) },
              { path: 'user-meal-plans/:id', lazy: screen(() => import(/* webpackChunkName: "mealplan" */ '../features/mealplans/MealplanScreen')) },
              { path: 'diary', lazy: screen(() => import(/* webpackChunkName: "diary" */ '../features/mealplans/DiaryScreen')) },
              { path: 'user-notifications', lazy: screen(() => import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsScreen')) },
              { path: 'user-preferences', lazy: screen(() => import(/* webpackChunkName: "preferences" */ '../features/account/PreferencesScreen')) },
              { path: 'contact-beta', lazy: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/ContactBetaScreen')) },
              { path: 'bug-report', lazy: screen(() => import(/* webpackChunkName: "contact" */ '../features/static/BugReportScreen')) },
            ],
          },
          { path: '*', lazy: screen(() => import(/* webpackChunkName: "not-found" */ '../features/home/NotFoundScreen')) },
        ],
      },
    ],
  },
];

// Launch news for the closed beta, shown on /home-beta (SPEC §2). Links point at in-app routes only.
import type { SeedNewsItem } from './types';

export const NEWS: readonly SeedNewsItem[] = [
  {
    title: 'Welcome to the Larder closed beta',
    HtmlContent: '<p>Thank you for joining the <strong>closed beta</strong>. Larder brings your recipes, meal plans, shopping lists and food stores together in one place.</p>'
      + '<p>Start by <a href="/recipes">browsing the verified recipes</a>, or set up your <a href="/user-stores">pantry, fridge and freezer</a>.</p>',
    created_at: '2025-01-06T09:00:00.000Z',
  },
  {
    title: 'Over 60 verified recipes to cook tonight',
    HtmlContent: '<p>Every verified recipe comes with dietary badges and an <strong>allergen warning</strong>, built from our ingredient catalogue.</p>'
      + '<p>Open any recipe and switch on cook mode for step-by-step timers. <a href="/recipes">See what\'s cooking</a>.</p>',
    created_at: '2025-01-08T09:00:00.000Z',
  },
  {
    title: 'Plan the week, then shop it',
    HtmlContent: '<p>Build a <a href="/user-meal-plans">meal plan</a>, check its ingredients against your stores and send what is missing to a <a href="/user-shopping-lists">shopping list</a>.</p>'
      + '<p>When you finish a shop, <strong>complete shop</strong> moves the ticked items straight into your store, with expiry dates estimated for you.</p>',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    title: 'Tell us what you think',
    HtmlContent: '<p>Beta testers shape what comes next. Share plans and lists with the people you cook with, and <a href="/contact">send us your feedback</a>.</p>',
    created_at: '2025-01-13T09:00:00.000Z',
  },
];

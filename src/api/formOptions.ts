// SPEC §7: the catalogue's options for pickers and filters, each a list under data.
import type { CategoryOptionsResponse, IngredientOptionsResponse, RecipeOptionsResponse } from '../../contract/api';
import { get } from './http';

export const formOptionsApi = {
  categories: () => get<CategoryOptionsResponse>('/form-options/categories'),
  ingredients: () => get<IngredientOptionsResponse>('/form-options/ingredients'),
  recipes: () => get<RecipeOptionsResponse>('/form-options/recipes'),
};

// SPEC §7: the catalogue (list, search, filter, one recipe), home-beta, and the user's saved recipes.
import type {
  HomeBetaResponse, RecipeFilterRequest, RecipeListResponse, RecipeResponse, SavedRecipesResponse, SaveRecipeRequest,
} from '../../contract/api';
import type { Id } from '../../contract/entities';
import { del, get, post } from './http';

export const recipesApi = {
  list: (page: number) => get<RecipeListResponse>('/recipes', { params: { page } }),
  search: (page: number, search: string) => get<RecipeListResponse>('/recipe-search', { params: { page, search } }),
  filter: (body: RecipeFilterRequest) => post<RecipeListResponse>('/recipe-filter', body),
  get: (id: Id) => get<RecipeResponse>(`/recipes/${id}`),
  homeBeta: () => get<HomeBetaResponse>('/home-beta'),
  saved: () => get<SavedRecipesResponse>('/user-saved-recipes'),
  save: (body: SaveRecipeRequest) => post<unknown>('/user-saved-recipes', body),
  unsave: (recipeId: Id) => del<unknown>(`/user-saved-recipes/${recipeId}`),
};

// SPEC §3 form_options: the catalogue's categories, ingredients and recipes for pickers and filters.
import { createSlice } from '@reduxjs/toolkit';
import type { CategoryOption, IngredientOption, RecipeOption } from '../../contract/entities';

export interface FormOptionsState {
  ingredient_options: IngredientOption[];
  recipe_options: RecipeOption[];
  category_options: CategoryOption[];
}

const initialState: FormOptionsState = { ingredient_options: [], recipe_options: [], category_options: [] };

const formOptionsSlice = createSlice({
  name: 'form_options',
  initialState,
  reducers: {},
  selectors: {
    selectIngredientOptions: (state) => state.ingredient_options,
    selectRecipeOptions: (state) => state.recipe_options,
    selectCategoryOptions: (state) => state.category_options,
  },
});

export const { selectIngredientOptions, selectRecipeOptions, selectCategoryOptions } = formOptionsSlice.selectors;
export default formOptionsSlice;

// SPEC §3 form_options: the catalogue's categories, ingredients and recipes for pickers and filters.
// Each list is loaded once per session, when a screen first needs it, and stored as it came (3,000 ingredients:
// Immer would walk each of them on arrival).
import { createSlice } from '@reduxjs/toolkit';
import type { CategoryOption, IngredientOption, RecipeOption } from '../../contract/entities';
import { formOptionsApi } from '../api/formOptions';
import { apiThunk } from './createAppAsyncThunk';
import { storedAsIs } from './storedAsIs';
import type { RootState } from './rootReducer';
import { selectFrom } from './selectFrom';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';
type OptionKind = 'ingredients' | 'categories' | 'recipes';

export interface FormOptionsState {
  ingredient_options: IngredientOption[];
  recipe_options: RecipeOption[];
  category_options: CategoryOption[];
  status: Record<OptionKind, Status>;
}

const initialState: FormOptionsState = {
  ingredient_options: [], recipe_options: [], category_options: [],
  status: { ingredients: 'idle', categories: 'idle', recipes: 'idle' },
};

const once = (kind: OptionKind) => ({
  condition: (_arg: void, { getState }: { getState: () => RootState }) => {
    const status = getState().form_options.status[kind];
    return status === 'idle' || status === 'failed';
  },
});

export const fetchIngredientOptions = apiThunk('form_options/fetchIngredients', formOptionsApi.ingredients, once('ingredients'));
export const fetchCategoryOptions = apiThunk('form_options/fetchCategories', formOptionsApi.categories, once('categories'));
export const fetchRecipeOptions = apiThunk('form_options/fetchRecipes', formOptionsApi.recipes, once('recipes'));

const formOptionsSlice = createSlice({
  name: 'form_options',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const track = (kind: OptionKind, thunk: typeof fetchIngredientOptions | typeof fetchCategoryOptions | typeof fetchRecipeOptions) => {
      builder
        .addCase(thunk.pending, (state) => { state.status[kind] = 'pending'; })
        .addCase(thunk.rejected, (state) => { state.status[kind] = 'failed'; });
    };
    track('ingredients', fetchIngredientOptions);
    track('categories', fetchCategoryOptions);
    track('recipes', fetchRecipeOptions);
    builder
      .addCase(fetchIngredientOptions.fulfilled, (state, action) => {
        state.ingredient_options = storedAsIs(action.payload.data);
        state.status.ingredients = 'succeeded';
      })
      .addCase(fetchCategoryOptions.fulfilled, (state, action) => {
        state.category_options = storedAsIs(action.payload.data);
        state.status.categories = 'succeeded';
      })
      .addCase(fetchRecipeOptions.fulfilled, (state, action) => {
        state.recipe_options = storedAsIs(action.payload.data);
        state.status.recipes = 'succeeded';
      });
  },
  selectors: {
    selectIngredientOptions: (state) => state.ingredient_options,
    selectRecipeOptions: (state) => state.recipe_options,
    selectCategoryOptions: (state) => state.category_options,
    selectFormOptionsStatus: (state) => state.status,
  },
});

export const { selectIngredientOptions, selectRecipeOptions, selectCategoryOptions, selectFormOptionsStatus } = formOptionsSlice.selectors;

/** Ingredient category names by id, for grouping list and store items (SPEC §2; fallbacks Custom and Misc). */
export const selectIngredientCategoryNames = selectFrom(
  [selectIngredientOptions],
  (options): ReadonlyMap<number, string> => new Map(options.map((o) => [o.category_id, o.category_name])),
);
export default formOptionsSlice;

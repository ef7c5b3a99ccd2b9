// SPEC §3 recipes: the page of the catalogue Discover shows, the active filters (SPEC §2: saved ones come
// back from local storage 'filters'), and the home-beta feed. Storage writes are listeners (app/listeners.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HomeBetaResponse } from '../../contract/api';
import type { FilterItem, Paged, RecipeSummary } from '../../contract/entities';
import { searchStringOf } from '../../contract/coreRules';
import { recipesApi } from '../api/recipes';
import { storedFilters } from '../lib/filters';
import { storage } from '../lib/storage';
import { apiThunk } from './createAppAsyncThunk';
import { isSignedOut } from './signedOut';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RecipeQuery {
  page: number;
  search: string;
  filters: FilterItem[];
}

export interface RecipesState {
  page: Paged<RecipeSummary> | null;
  status: Status;
  error: string | null;
  /** the query the list shows or is loading, and the request for it: a slower earlier answer is dropped */
  queryKey: string | null;
  requestId: string | null;
  filters: FilterItem[];
  /** the filters are kept in local storage (the dialog's Save checkbox) */
  filtersSaved: boolean;
  home: HomeBetaResponse | null;
  homeStatus: Status;
  homeError: string | null;
}

// read when a store is made, so saved filters are back on every load, and the tab's unsaved ones on its reloads (a
// reload, or the phone closing the app behind, dropped them: a list that left out peanut showed all again, no word)
const initialState = (): RecipesState => {
  const saved = storage.get('filters');
  return {
    page: null, status: 'idle', error: null, queryKey: null, requestId: null,
    filters: storedFilters(saved ?? storage.get('filters', true)), filtersSaved: saved !== null,
    home: null, homeStatus: 'idle', homeError: null,
  };
};

export const queryKeyOf = ({ page, search, filters }: RecipeQuery) => JSON.stringify([page, searchStringOf(search), filters]);

/** the state of a page of the catalogue the server drew (contract/drawnPages.ts): that list, for that query */
export const catalogueShown = (query: RecipeQuery, list: Paged<RecipeSummary>): RecipesState => ({
  ...initialState(), page: list, status: 'succeeded', queryKey: queryKeyOf(query),
});

/** Filters (with or without a search) → POST /recipe-filter; a search alone → /recipe-search; else /recipes. */
export const fetchRecipes = apiThunk(
  'recipes/fetch',
  ({ page, search, filters }: RecipeQuery & { force?: boolean }) => {
    const searchString = searchStringOf(search);
    if (filters.length > 0) return recipesApi.filter({ pageToRequest: page, searchString, filters });
    return searchString ? recipesApi.search(page, searchString) : recipesApi.list(page);
  },
  {
    // the same query already shown or under way is not asked again (a return to Discover, StrictMode)
    condition: (query, { getState }) => {
      const { queryKey, status } = getState().recipes;
      return query.force === true || queryKey !== queryKeyOf(query) || status === 'failed' || status === 'idle';
    },
  },
);

export const fetchHomeBeta = apiThunk('recipes/fetchHomeBeta', recipesApi.homeBeta);

const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {
    filtersApplied(state, action: PayloadAction<{ filters: FilterItem[]; save: boolean }>) {
      state.filters = action.payload.filters;
      state.filtersSaved = action.payload.save;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchRecipes.pending, (state, action) => {
        state.status = 'pending';
        state.error = null;
        state.queryKey = queryKeyOf(action.meta.arg);
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchRecipes.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.page = action.payload;
      })
      .addCase(fetchRecipes.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload?.message ?? 'The recipes could not be loaded.';
      })
      .addCase(fetchHomeBeta.pending, (state) => {
        state.homeStatus = 'pending';
        state.homeError = null;
      })
      .addCase(fetchHomeBeta.fulfilled, (state, action) => {
        state.homeStatus = 'succeeded';
        state.home = action.payload;
      })
      .addCase(fetchHomeBeta.rejected, (state, action) => {
        state.homeStatus = 'failed';
        state.homeError = action.payload?.message ?? 'The news could not be loaded.';
      })
      .addMatcher(isSignedOut, (state) => {
        state.home = null;
        state.homeStatus = 'idle';
      });
  },
  selectors: {
    selectRecipePage: (state) => state.page,
    selectRecipesStatus: (state) => state.status,
    selectRecipesError: (state) => state.error,
    selectRecipesQueryKey: (state) => state.queryKey,
    selectActiveFilters: (state) => state.filters,
    selectFiltersSaved: (state) => state.filtersSaved,
    selectHomeBeta: (state) => state.home,
    selectHomeBetaStatus: (state) => state.homeStatus,
    selectHomeBetaError: (state) => state.homeError,
  },
});

export const { filtersApplied } = recipesSlice.actions;
export const {
  selectRecipePage, selectRecipesStatus, selectRecipesError, selectRecipesQueryKey, selectActiveFilters, selectFiltersSaved,
  selectHomeBeta, selectHomeBetaStatus, selectHomeBetaError,
} = recipesSlice.selectors;
export default recipesSlice;

// SPEC §3 current_shoppinglist: the shopping list being viewed, edited or shopped.
import { createSlice } from '@reduxjs/toolkit';
import type { ShoppingList } from '../../contract/entities';
import { isSignedOut } from './signedOut';

export interface CurrentShoppinglistState {
  list: ShoppingList | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
}

const initialState: CurrentShoppinglistState = { list: null, status: 'idle' };

const currentShoppinglistSlice = createSlice({
  name: 'current_shoppinglist',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isSignedOut, () => initialState);
  },
  selectors: { selectCurrentShoppinglist: (state) => state.list },
});

export const { selectCurrentShoppinglist } = currentShoppinglistSlice.selectors;
export default currentShoppinglistSlice;

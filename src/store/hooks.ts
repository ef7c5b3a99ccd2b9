// The store's hooks, typed, for the components and libraries (src/app/hooks.ts is the screens'; code outside src/app
// may not import it).
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';

export const useStoreDispatch = useDispatch.withTypes<ThunkDispatch<RootState, unknown, UnknownAction>>();
export const useStoreSelector = useSelector.withTypes<RootState>();

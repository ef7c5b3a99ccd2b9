import { createAsyncThunk, type AsyncThunkOptions, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { RootState } from './rootReducer';

interface ThunkConfig {
  state: RootState;
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  rejectValue: ApiError;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<ThunkConfig>();

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** The entity as the server has it now, when a write was refused because it changed elsewhere (412), else undefined. */
export function conflictCurrent<T>(err: unknown): T | undefined {
  return isApiError(err) && err.status === 412 ? (err.current as T | undefined) : undefined;
}

/**
 * A thunk that calls the API and rejects with its ApiError, so screens show the server's message or the spec's.
 * `options.condition` can skip a call that is already under way or answered.
 */
export function apiThunk<Returned, Arg = void>(
  type: string,
  call: (arg: Arg) => Promise<Returned>,
  options?: AsyncThunkOptions<Arg, ThunkConfig>,
) {
  return createAppAsyncThunk<Returned, Arg>(type, async (arg, { rejectWithValue }) => {
    try {
      return await call(arg);
    } catch (err) {
      if (isApiError(err)) return rejectWithValue(err);
      throw err;
    }
  }, options);
}

/** what a counted listing's fulfilled action carries beside its rows */
export interface LeftOutMeta<L = number> {
  /**
   * how many rows the server's answer left out (GET /share: of each type); absent where the rows come from the offline
   * copy, which does not know
   */
  leftOut?: L;
}

/**
 * apiThunk for a listing the server may cut short (src/api/http.ts getCounted: GET /user-mealplans,
 * /user-shoppinglists; getCountedBy: GET /share): its rows as the payload, and in meta how many it left out, so the
 * screens can say so.
 */
export function countedThunk<Row, L = number>(
  type: string,
  call: () => Promise<{ rows: Row[]; leftOut: L }>,
  options?: AsyncThunkOptions<void, ThunkConfig & { fulfilledMeta: LeftOutMeta<L> }>,
) {
  return createAppAsyncThunk<Row[], void, { fulfilledMeta: LeftOutMeta<L> }>(type, async (_arg, { fulfillWithValue, rejectWithValue }) => {
    try {
      const { rows, leftOut } = await call();
      return fulfillWithValue(rows, { leftOut });
    } catch (err) {
      if (isApiError(err)) return rejectWithValue(err);
      throw err;
    }
  }, options);
}

import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from '../api/baseApi';
import { authReducer } from '../session/authSlice';

/** The store's reducers; the store itself is made in src/app/store.ts. */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

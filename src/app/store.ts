import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '../api/baseApi';
import { rootReducer } from '../lib/state';

export interface StoreOptions {
  /** API root; defaults to the build-time `process.env.API_URL` (or '/api'). Tests pass the test server's. */
  apiUrl?: string;
}

export function createAppStore(options: StoreOptions = {}) {
  const extra: ApiExtra = { apiUrl: options.apiUrl };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

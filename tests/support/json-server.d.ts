declare module 'json-server' {
  import type { Request, Response, Router } from 'express';
  interface LowDb {
    getState(): Record<string, unknown>;
  }
  interface JsonRouter extends Router {
    db: LowDb;
    render: (req: Request, res: Response) => void;
  }
  export function router(
    source: Record<string, unknown> | string,
    opts?: { foreignKeySuffix?: string },
  ): JsonRouter;
}

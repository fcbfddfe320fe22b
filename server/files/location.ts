import path from 'node:path';

/**
 * The folder of uploaded files: FILES_DIR when set (a folder several servers share), else
 * DATA_DIR/uploads, where every earlier version kept them.
 */
export function filesDirFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(path.resolve(dataDir), 'uploads');
}

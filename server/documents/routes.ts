import express, { type RequestHandler, type Router } from 'express';
import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, created, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { authOf, ID } from '../http/request';
import { DOCUMENT_KINDS, detectKind } from '../uploads/file-types';
import { receiveFiles } from '../uploads/receive';
import { saveUpload, type FileRef } from '../uploads/storage';
import { P } from '../../contract/permissions';
import { FILE_FIELDS, MAX_FILES, readDocumentInput, type DocumentInput } from './input';
import { presentDocuments } from './present';
import { documentDownloadRoutes } from './download-routes';
import { removeUnheldFiles } from '../uploads/unheld-files';

/** The document list, create, update and delete (downloads: download-routes.ts). */
export function documentRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const allowed = [auth, requirePermission(P.manageDocuments)];
  const multipart = receiveFiles({ fields: FILE_FIELDS.map((name) => ({ name, maxCount: MAX_FILES })) });
  const repo = ctx.repos.documents;

  router.get(
    '/document-manage',
    ...allowed,
    asyncHandler(async (req, res) => {
      const search = typeof req.query.search === 'string' ? req.query.search.slice(0, 200) : '';
      const docs = await repo.searchNewestFirst(search);
      ok(res, await presentDocuments(ctx.repos, docs));
    }),
  );

  // The files are written (durably) before the transaction, which then only records their names;
  // if it fails, the files no record holds are removed again. One at a time: a failed write leaves
  // none of this request's files behind.
  const store = async (input: DocumentInput, userId: number): Promise<FileRef[]> => {
    const stored: FileRef[] = [];
    try {
      for (const file of input.newFiles) {
        const kind = detectKind(file.originalname, file.buffer.subarray(0, 16), DOCUMENT_KINDS)!;
        stored.push(await saveUpload(ctx.files, file.originalname, file.buffer, kind, userId));
      }
    } catch (err) {
      await Promise.all(stored.map((f) => ctx.files.delete(f.file_name)));
      throw err;
    }
    return stored;
  };
  const orRemoveStored = async <T>(
    me: AuthContext,
    stored: FileRef[],
    write: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      await removeUnheldFiles(
        ctx,
        me,
        stored.map((f) => f.file_name),
      );
      throw err;
    }
  };
  const fields = (input: DocumentInput) => ({
    file_name: input.file_name,
    category_id: input.category_id,
    exhibition_id: input.exhibition_id,
  });

  router.post(
    '/document-manage',
    ...allowed,
    ...multipart,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const input = await readDocumentInput(ctx, req);
      const files = await store(input, me.user.id);
      const doc = await orRemoveStored(me, files, () =>
        ctx.transaction((tx) =>
          repo.insert(tx, {
            ...fields(input),
            files,
            created_by: me.employee?.id ?? null,
            created_at: ctx.now().toISOString(),
          }),
        ),
      );
      created(res, (await presentDocuments(ctx.repos, [doc]))[0], 'Document created successfully.');
    }),
  );

  router.post(
    `/document-manage/${ID}`,
    ...allowed,
    ...multipart,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const id = Number(req.params.id);
      const before = await repo.get(id);
      if (!before) throw notFound('Document not found.');
      const input = await readDocumentInput(ctx, req, before);
      const added = await store(input, me.user.id);
      let dropped: string[] = [];
      const doc = await orRemoveStored(me, added, () =>
        ctx.transaction(async (tx) => {
          const current = await repo.get(id, tx);
          if (!current) throw notFound('Document not found.');
          const currentFiles = current.files;
          const kept = currentFiles.filter((f) => input.kept.includes(f.file_name));
          dropped = currentFiles.filter((f) => !input.kept.includes(f.file_name)).map((f) => f.file_name);
          return await repo.update(tx, id, {
            ...fields(input),
            files: [...kept, ...added],
            updated_at: ctx.now().toISOString(),
          });
        }),
      );
      await removeUnheldFiles(ctx, me, dropped);
      ok(res, (await presentDocuments(ctx.repos, [doc]))[0], 'Document updated successfully.');
    }),
  );

  router.delete(
    `/document-manage/${ID}`,
    ...allowed,
    asyncHandler(async (req, res) => {
      const id = Number(req.params.id);
      const doc = await ctx.transaction(async (tx) => {
        const current = await repo.get(id, tx);
        if (!current) throw notFound('Document not found.');
        await repo.remove(tx, id);
        return current;
      });
      await removeUnheldFiles(
        ctx,
        authOf(req),
        doc.files.map((f) => f.file_name),
      );
      ok(res, undefined, 'Document deleted successfully.');
    }),
  );

  router.use(documentDownloadRoutes(ctx, allowed));
  return router;
}

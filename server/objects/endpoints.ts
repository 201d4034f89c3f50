import { Router, type RequestHandler } from 'express';
import type { systemContract } from '../../shared/api/system';
import type { Handlers } from '../api/endpoints';
import { OBJECT_MESSAGES } from './messages';
import type { Clock } from '../kernel';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { requestOrigin } from '../http/origin';
import { checkImage, MAX_INPUT_PIXELS, mediaTypeOf } from './images';
import { isObjectId, newObjectId } from './object-id';
import { IMMUTABLE_CACHE, sendImmutableFile } from './send-file';
import { isImageSize } from '../../shared/image-sizes';
import { readUploadBody } from './upload-body';
import { checkUpload, signUpload } from './upload-signature';
import type { ObjectStorage } from './storage';
import type { VariantCache } from './variant-cache';

/**
 * The photo upload: a signed, short-lived address to PUT one image to (staff), and the PUT itself,
 * whose signature is the permission, so no session is asked for.
 */
export function uploadEndpoints(
  { objectStorage: storage, uploadSigningSecret }: { objectStorage: ObjectStorage; uploadSigningSecret: () => string },
  clock: Clock,
): Pick<Handlers<typeof systemContract>, 'uploadAddress' | 'upload'> {
  // Ids whose PUT is under way in this app instance: a second PUT to the same address must lose.
  const uploadsUnderWay = new Set<string>();

  // Checked before the body is read, so a forged or stale address costs nothing to refuse.
  const checkAddress: RequestHandler = (req, _res, next) => {
    const check = checkUpload(uploadSigningSecret(), { id: req.params.id, expires: req.query.expires, signature: req.query.signature }, clock());
    if (check === 'invalid') throw new HttpError(403, OBJECT_MESSAGES.urlInvalid);
    if (check === 'expired') throw new HttpError(410, OBJECT_MESSAGES.urlExpired);
    next();
  };

  return {
    uploadAddress: (_input, { req }) => {
      const id = newObjectId();
      const { expires, signature } = signUpload(uploadSigningSecret(), id, clock());
      const query = new URLSearchParams({ expires: String(expires), signature });
      return { uploadURL: `${requestOrigin(req)}/api/objects/uploads/${id}?${query}` };
    },
    upload: {
      before: [checkAddress],
      handle: async ({ params: { id } }, { req, res }) => {
        // Claimed synchronously, before any await, so two PUTs racing each other cannot both pass;
        // released only once this request's work is over, whatever happened to its client.
        if (uploadsUnderWay.has(id)) throw conflict(OBJECT_MESSAGES.urlUsed);
        uploadsUnderWay.add(id);
        try {
          // Once stored, the original itself marks the address as used, across restarts too.
          if (await storage.hasOriginal(id)) throw conflict(OBJECT_MESSAGES.urlUsed);
          const received = await readUploadBody(req, res);
          const body = Buffer.isBuffer(received) ? received : Buffer.alloc(0);
          const verdict = body.length > 0 ? await checkImage(body) : 'not-an-image';
          if (verdict === 'too-many-pixels') throw new HttpError(415, OBJECT_MESSAGES.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
          if (verdict !== 'accepted') throw new HttpError(415, OBJECT_MESSAGES.notAnImage);
          await storage.saveOriginal(id, body);
        } finally {
          uploadsUnderWay.delete(id);
        }
        return { objectPath: `/objects/uploads/${id}` };
      },
    },
  };
}

/** Mounted at the root: the originals and their WebP sizes, served from the disk cache. */
export function createObjectsFileRouter({ objectStorage: storage, imageVariants: variants }: { objectStorage: ObjectStorage; imageVariants: VariantCache }): Router {
  const router = Router();

  router.get('/objects/uploads/:id', async (req, res) => {
    const { id } = req.params;
    // Also what keeps a crafted id from naming any other file on the disk.
    if (!isObjectId(id)) throw notFound(OBJECT_MESSAGES.notFound);
    const { size } = req.query;

    if (size === undefined) {
      if (!(await storage.hasOriginal(id))) throw notFound(OBJECT_MESSAGES.notFound);
      res.type(await mediaTypeOf(storage.originalPath(id)));
      if ((await sendImmutableFile(res, storage.originalPath(id))) === 'missing') throw notFound(OBJECT_MESSAGES.notFound);
      return;
    }

    if (!isImageSize(size)) throw badRequest(OBJECT_MESSAGES.sizeInvalid);
    // The hot path: a size already read answers from memory, no disk, no sharp, no database.
    const variant = await variants.get(id, size);
    if (!variant) throw notFound(OBJECT_MESSAGES.notFound);
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE_CACHE, ETag: variant.etag, 'Last-Modified': variant.lastModified });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.end(variant.body);
  });

  return router;
}

/** Sending a photo: a signed address from the server, the file PUT to it, the path the item stores. */
import { apiRoutes } from '../../../shared/api/routes';
import { call } from './api';

/** '/objects/uploads/{id}', what an item keeps, from the signed '/api/objects/uploads/{id}?…' address. */
export function storedPathOf(uploadURL: string): string | null {
  const id = new URL(uploadURL, 'http://local').pathname.match(/\/objects\/uploads\/([0-9a-f-]{36})$/)?.[1];
  return id ? `/objects/uploads/${id}` : null;
}

/** Uploads one image and answers the path to store on the item; throws when any step fails. */
export async function uploadImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('not an image');
  const { uploadURL } = await call(apiRoutes.system.uploadAddress);
  const stored = storedPathOf(uploadURL);
  if (!stored) throw new Error('unexpected upload address');
  const sent = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  if (!sent.ok) throw new Error(`upload refused: ${sent.status}`);
  return stored;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photoFaces, photos } from '../../db/schema';
import { encodeFaceDescriptors } from './face-descriptor-bytes';

/**
 * Keeps the descriptors the models read of a photo's faces (screening, a selfie check), so the next selfie check
 * compares with them instead of reading the photo again. Kept only while the photo still holds the file that was
 * read: a photo deleted or cropped since keeps nothing of it. The descriptors themselves are never logged.
 */
export async function keepPhotoFaces(
  db: Pick<Database, 'execute'>,
  photo: { id: number; fileName: string },
  descriptors: readonly (readonly number[])[],
): Promise<void> {
  const bytes = encodeFaceDescriptors(descriptors);
  await db.execute(sql`
    insert into ${photoFaces} (photo_id, file_name, faces, descriptors)
    select ${photos.id}, ${photos.fileName}, ${descriptors.length}, ${bytes}
    from ${photos} where ${photos.id} = ${photo.id} and ${photos.fileName} = ${photo.fileName}
    on conflict (photo_id) do update set
      file_name = excluded.file_name, faces = excluded.faces, descriptors = excluded.descriptors, described_at = now()`);
}

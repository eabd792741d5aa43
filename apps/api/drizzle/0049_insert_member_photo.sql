-- A member's new photo row in one round trip (modules/photos/insert-member-photo.ts), where a transaction of its own
-- took four (begin, the member's photo lock, the insert, commit). Under the member's photo lock (the key lockMember
-- takes), the count, the primary flag and the position are read by a statement that begins once the lock is granted:
-- a function's statements each see what was committed before they began, while a single statement taking the lock
-- itself would count only what was committed before it waited, so two uploads at once could both be primary or pass
-- the limit. At the limit nothing is written and no row is answered.
CREATE FUNCTION "insert_member_photo"(lock_space integer, member integer, max_photos integer, new_file_name text,
	new_blur_file_name text, new_width integer, new_height integer, new_bytes integer)
RETURNS SETOF "photos" LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(lock_space, member);
	RETURN QUERY
	INSERT INTO photos (user_id, file_name, blur_file_name, width, height, bytes, is_primary, position)
	SELECT member, new_file_name, new_blur_file_name, new_width, new_height, new_bytes,
		NOT coalesce(bool_or(p.is_primary), false), coalesce(max(p.position) + 1, 0)
	FROM photos p WHERE p.user_id = member
	HAVING count(*) < max_photos
	RETURNING *;
END $$;

/** PHC prefix of an argon2id hash (version 19). */
export const argon2idPrefix = '$argon2id$v=19$';

/** Secrets at rest: the key file, the secrets sealed in the settings, and the signing secrets links carry. */
export { loadKeyFile, ownDataDir } from './key-file';
export { loadSigningSecret, SIGNING_SECRETS } from './signing-secret';
export { sealSecretsEverywhere } from './stored-secrets';

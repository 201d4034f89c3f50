/** What backups and restoring one say. */
export const BACKUP_MESSAGES = {
  notFound: 'No existe esa copia de seguridad.',
  corrupt: (reason: string) => `La copia no pasa la comprobación de SQLite y no se guarda: ${reason}`,
  failed: 'No se pudo hacer la copia de seguridad nocturna.',
  restored: (id: string) => `Copia de seguridad restaurada: ${id}`,
  restoreFailed: 'No se pudo restaurar la copia de seguridad; el servidor sigue con la base de datos que tenía.',
  maintenance: 'Restaurando una copia de seguridad: vuelve a intentarlo en unos segundos.',
  beforeMigration: (id: string) => `Copia de seguridad antes de actualizar la base de datos: ${id}`,
} as const;

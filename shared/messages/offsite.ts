/** What 'Copia fuera del local' and restoring such a copy on a new PC say. */
export const OFFSITE_MESSAGES = {
  folderRequired: 'Elige la carpeta donde guardar las copias',
  folderTooLong: 'La ruta de la carpeta es demasiado larga',
  folderNotAbsolute: 'Escribe la ruta completa de la carpeta, como C:\\Users\\Lucia\\OneDrive\\Copias o /media/lucia/USB/copias',
  folderInsideData: 'Esa carpeta está dentro de la de datos del programa: elige una fuera de ella (OneDrive, Google Drive, Dropbox o un disco USB).',
  passphraseRequired: 'Escribe la frase de recuperación',
  passphraseTooShort: (min: number) => `La frase de recuperación debe tener al menos ${min} caracteres`,
  passphraseTooLong: (max: number) => `La frase de recuperación no puede superar los ${max} caracteres`,
  passphrasesDiffer: 'Las dos frases no coinciden',
  /** What went wrong writing a copy (or checking the folder), in the owner's words. */
  missing: (folder: string) =>
    `No se encuentra la carpeta «${folder}». Si es un disco USB, conéctalo; si es OneDrive, Google Drive o Dropbox, comprueba que sigue instalado y con la sesión abierta. No se crea sola: cuando vuelva a estar, la siguiente copia irá allí.`,
  notAFolder: (folder: string) => `«${folder}» no es una carpeta: elige una carpeta.`,
  full: (folder: string) => `No queda espacio en «${folder}»: libera espacio (borra copias viejas que no sean de este programa) o elige otra carpeta.`,
  noPermission: (folder: string) => `Este ordenador no tiene permiso para escribir en «${folder}»: elige otra carpeta o pide a quien la configuró que te dé permiso.`,
  otherFailure: (folder: string, reason: string) => `No se pudo escribir la copia en «${folder}» (${reason}).`,
  keyUnreadable: 'La frase de recuperación se guardó en otro ordenador y este no puede usarla: vuelve a escribir la carpeta y la frase en «Copia fuera del local».',
  copyFailedLog: (message: string) => `Copia fuera del local: ${message}`,
  rotationFailedLog: (folder: string) => `Copia fuera del local: la copia se escribió en «${folder}», pero no se pudieron borrar las antiguas.`,
  notRecordedLog: (id: string) => `Copia fuera del local: no se pudo anotar cómo fue la copia ${id}.`,
  leftAtStopLog: (id: string) => `Copia fuera del local: la copia ${id} no terminó de escribirse antes de cerrar el servidor; irá con la próxima.`,
  /** Restoring a file of 'Copia fuera del local'. */
  wrongPassphrase: 'La frase de recuperación no es la de esta copia. Revísala (mayúsculas, acentos y espacios cuentan) y vuelve a intentarlo. No se ha cambiado nada.',
  damaged: 'El archivo no es una copia cifrada de este programa o está dañado. Prueba con otra copia de la carpeta. No se ha cambiado nada.',
  diskFull: 'No queda espacio en el disco de este ordenador para abrir la copia: libera espacio (por ejemplo, vacía la papelera) y vuelve a intentarlo. No se ha cambiado nada.',
  passphraseHeader: 'Envía la frase de recuperación en la cabecera X-Backup-Passphrase.',
  notOctetStream: 'Envía el archivo de la copia tal cual, como application/octet-stream.',
  tooLarge: (gigabytes: number) => `El archivo supera ${gigabytes} GB: no es una copia de este programa.`,
  firstRunLocalOnly: 'Una copia solo se puede restaurar en el ordenador donde funciona el servidor.',
  firstRunFromPanelOnly: 'Una copia solo se puede restaurar desde la pantalla del panel de este servidor.',
} as const;

import { describe, expect, it } from 'vitest';
import { loadNgrok, refusalMessage, TunnelRefused } from './connector';

/** What Node throws when Windows cannot load a native module's DLLs (the Visual C++ runtime). */
function dlopenFailure(): Error {
  return Object.assign(
    new Error('The specified module could not be found.\r\n\\\\?\\C:\\Valhalla Sala\\resources\\app.asar.unpacked\\node_modules\\@ngrok\\ngrok-win32-x64-msvc\\ngrok.win32-x64-msvc.node'),
    {
      code: 'ERR_DLOPEN_FAILED',
    },
  );
}

describe('loading ngrok’s native module, with stand-ins for a PC that cannot', () => {
  it('on Windows without the Visual C++ runtime, says what to install and where, and counts as a refusal that is retried slowly', async () => {
    const loading = loadNgrok(() => Promise.reject(dlopenFailure()), 'win32');
    await expect(loading).rejects.toBeInstanceOf(TunnelRefused);
    await expect(loading).rejects.toThrow(
      'A este ordenador le falta un componente de Windows que necesita el túnel: «Microsoft Visual C++ Redistributable». Descárgalo de https://aka.ms/vs/17/release/vc_redist.x64.exe',
    );
  });

  it('anywhere else, passes on the reason', async () => {
    const loading = loadNgrok(() => Promise.reject(Object.assign(new Error('libc.so.6: version GLIBC_2.34 not found'), { code: 'ERR_DLOPEN_FAILED' })), 'linux');
    await expect(loading).rejects.toThrow('El túnel (ngrok) no puede funcionar en este ordenador: libc.so.6: version GLIBC_2.34 not found');
  });

  it('loads the real module on this machine', async () => {
    const ngrok = await loadNgrok();
    expect(typeof ngrok.forward).toBe('function');
  });
});

describe('refusalMessage', () => {
  it.each([
    ['ERR_NGROK_105', 'ngrok no acepta el token. Cópialo de nuevo desde tu panel de ngrok (Your Authtoken).'],
    ['ERR_NGROK_108', 'ngrok ya tiene abierta otra conexión con esta cuenta, y el plan gratuito solo permite una. Cierra la otra o cambia de plan.'],
    ['ERR_NGROK_320', 'El dominio valhalla.ngrok.app no está reservado en esta cuenta de ngrok. Revísalo en Domains, en tu panel de ngrok.'],
    ['ERR_NGROK_9999', 'ngrok rechazó la conexión (ERR_NGROK_9999).'],
  ])('%s', (code, message) => {
    expect(refusalMessage(code, 'valhalla.ngrok.app')).toBe(message);
  });
});

import escapeHtml from 'escape-html';

/**
 * What the kiosk window shows when the server cannot run, instead of a blank window or a dialog
 * that closes the app: what happened, and what the owner can do, in order.
 */
export function errorPageHtml(reason: string, logFile: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>El panel no puede arrancar</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f2;color:#1c1917;font:18px/1.5 system-ui,sans-serif}
main{max-width:40rem;padding:2rem}h1{font:700 2rem Georgia,serif;margin:0 0 1rem}
.reason{background:#fff1e6;border-radius:.75rem;padding:1rem;font-family:monospace;overflow-wrap:anywhere}
li{margin:.5rem 0}small{color:#57534e;overflow-wrap:anywhere}
</style></head>
<body><main>
<h1>El panel no puede arrancar</h1>
<p>El servidor del restaurante no funciona, así que no se pueden ver ni tomar reservas desde aquí.</p>
<p class="reason">${escapeHtml(reason)}</p>
<p><strong>Qué hacer:</strong></p>
<ol>
<li>Cierra la aplicación (Alt+F4) y vuelve a abrirla.</li>
<li>Si sigue igual, reinicia el ordenador.</li>
<li>Si tampoco se arregla, llama a quien instaló la aplicación y léele el mensaje de arriba.</li>
</ol>
<p>Mientras tanto, apunta las reservas que lleguen por teléfono en papel.</p>
<small>Registro de la aplicación: ${escapeHtml(logFile)}</small>
</main></body></html>`;
}

export const errorPageUrl = (reason: string, logFile: string) => `data:text/html;charset=utf-8,${encodeURIComponent(errorPageHtml(reason, logFile))}`;

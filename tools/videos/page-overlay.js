// Runs in every page of a recording (Playwright addInitScript): a caption bar and a pointer the
// viewer can follow, since a headless screencast shows neither the mouse nor a tap. Both sit
// outside the React root, on <html>, so the app's renders never touch them.
(() => {
  const style = `
    #rec-caption {
      position: fixed; left: 50%; bottom: 72px; transform: translateX(-50%);
      width: max-content; max-width: calc(100% - 32px); box-sizing: border-box;
      padding: 0.45em 0.9em; border-radius: 14px;
      background: rgb(8 47 73 / 92%); color: #fff; text-align: center;
      font: 600 max(21px, 2.7vw) / 1.3 system-ui, sans-serif;
      box-shadow: 0 4px 18px rgb(0 0 0 / 25%);
      z-index: 2147483647; pointer-events: none; transition: opacity 250ms;
    }
    #rec-caption:empty { opacity: 0; }
    #rec-pointer {
      position: fixed; left: 0; top: 0; width: 26px; height: 26px; margin: -13px 0 0 -13px;
      border-radius: 50%; background: rgb(250 204 21 / 55%); border: 2px solid rgb(8 47 73 / 80%);
      z-index: 2147483646; pointer-events: none; opacity: 0; transition: opacity 300ms, transform 150ms;
    }
    #rec-pointer[data-down] { transform: scale(1.6); background: rgb(250 204 21 / 85%); }
  `;
  const install = () => {
    if (document.getElementById('rec-caption')) return;
    const css = document.createElement('style');
    css.textContent = style;
    const caption = document.createElement('div');
    caption.id = 'rec-caption';
    caption.textContent = sessionStorage.getItem('rec-caption') ?? '';
    const pointer = document.createElement('div');
    pointer.id = 'rec-pointer';
    document.documentElement.append(css, caption, pointer);
    let idle;
    // Shown where the pointer moves or presses, faded out once it rests.
    const place = (e) => {
      pointer.style.translate = `${e.clientX}px ${e.clientY}px`;
      pointer.style.opacity = '1';
      clearTimeout(idle);
      idle = setTimeout(() => (pointer.style.opacity = '0'), 1500);
    };
    addEventListener('pointermove', place, true);
    addEventListener(
      'pointerdown',
      (e) => {
        place(e);
        pointer.dataset.down = '';
        setTimeout(() => delete pointer.dataset.down, 250);
      },
      true,
    );
  };
  // Kept across page loads of one recording.
  window.recCaption = (text) => {
    sessionStorage.setItem('rec-caption', text);
    install();
    document.getElementById('rec-caption').textContent = text;
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', install);
  else install();
})();

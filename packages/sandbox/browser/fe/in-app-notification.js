/*
 * in-app-notification: shows the notifications the host hands it through the in-app events
 * (notification-common.js): a SIMPLE_MESSAGE as a toast in a polite live region (closed with its button
 * or Escape, gone after `props.toastMs`, default 8000, 0 = stays, paused while hovered or focused; three
 * at most), a bonus as a non-modal alert dialog that takes focus (Escape or "Mai târziu" closes it and
 * gives focus back; "Vezi bonusul" dispatches `notificationAction`, and when the host does not prevent it
 * the link opens the account site). A notification id is shown once.
 */
(() => {
  const SANDBOX_URL = '__SANDBOX_URL__';
  const MAX_TOASTS = 3;
  const { EVENTS, TEXTS, locale, escapeHtml, notificationOf, requestBonus } = NotificationKit;
  const registry = window.casinoMicroFrontends || {};
  window.casinoMicroFrontends = registry;
  let mounts = 0;

  registry['in-app-notification'] = {
    mount(host, initialProps) {
      mounts += 1;
      const prefix = `in-app-notification-${mounts}`;
      let props = { ...initialProps };
      let counter = 0;
      const shown = new Set();
      const timers = new Set();
      const waiting = [];
      let dialog = null;
      const t = () => TEXTS[locale(props)];
      const e = escapeHtml;
      const accountSite = () => (props.accountSiteUrl || `${SANDBOX_URL}/account`).replace(/\/+$/, '');

      const root = document.createElement('section');
      root.className = 'ian';
      root.setAttribute('aria-label', t().region);
      root.innerHTML =
        '<div class="ian-stack" aria-live="polite" aria-relevant="additions"></div><div class="ian-dialogs"></div>';
      host.appendChild(root);
      const stack = root.querySelector('.ian-stack');
      const dialogSlot = root.querySelector('.ian-dialogs');

      function removeToast(toast) {
        clearTimeout(toast.timer);
        timers.delete(toast.timer);
        toast.remove();
      }

      function showToast(notification) {
        const id = `${prefix}-toast-${++counter}`;
        const toast = document.createElement('div');
        toast.className = 'ian-toast';
        toast.setAttribute('role', 'group');
        toast.setAttribute('aria-labelledby', `${id}-title`);
        toast.dataset.notification = notification.id;
        toast.innerHTML = `<p class="ian-title" id="${id}-title">${e(notification.title)}</p>
          <p class="ian-message">${e(notification.message)}</p>
          <button type="button" class="ian-close" aria-label="${e(`${t().close}: ${notification.title}`)}">×</button>`;
        const arm = () => {
          const ms = props.toastMs === undefined ? 8000 : props.toastMs;
          if (ms <= 0) return;
          toast.timer = setTimeout(() => removeToast(toast), ms);
          timers.add(toast.timer);
        };
        const disarm = () => {
          clearTimeout(toast.timer);
          timers.delete(toast.timer);
        };
        toast.addEventListener('mouseenter', disarm);
        toast.addEventListener('mouseleave', arm);
        toast.addEventListener('focusin', disarm);
        toast.addEventListener('focusout', (event) => {
          if (!toast.contains(event.relatedTarget)) arm();
        });
        toast.querySelector('.ian-close').addEventListener('click', () => removeToast(toast));
        stack.appendChild(toast);
        while (stack.children.length > MAX_TOASTS) removeToast(stack.firstElementChild);
        arm();
      }

      function showDialog(notification) {
        if (dialog) {
          waiting.push(notification);
          return;
        }
        const id = `${prefix}-dialog-${++counter}`;
        dialog = { notification, returnFocus: document.activeElement };
        dialogSlot.innerHTML = `<div class="ian-dialog" role="alertdialog" aria-modal="false" aria-labelledby="${id}-title" aria-describedby="${id}-message">
          <h2 class="ian-dialog-title" id="${id}-title">${e(notification.title || t().bonusTitle)}</h2>
          <p class="ian-message" id="${id}-message">${e(notification.message)}</p>
          <div class="ian-actions">
            <a class="ian-button ian-primary" data-action="open-bonus" href="${e(`${accountSite()}/dashboard`)}" target="_blank" rel="noopener">${e(t().seeBonus)}</a>
            <button type="button" class="ian-button" data-action="later">${e(t().later)}</button>
          </div>
        </div>`;
        dialogSlot.querySelector('[data-action="open-bonus"]').focus();
      }

      function closeDialog() {
        const { returnFocus } = dialog;
        dialog = null;
        dialogSlot.innerHTML = '';
        if (returnFocus?.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
        const next = waiting.shift();
        if (next) showDialog(next);
      }

      dialogSlot.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-action]') : null;
        if (!target || !dialog) return;
        if (target.dataset.action === 'open-bonus' && requestBonus(dialog.notification))
          event.preventDefault();
        closeDialog();
      });
      root.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        const toast = event.target instanceof Element ? event.target.closest('.ian-toast') : null;
        if (toast) removeToast(toast);
        else if (dialog && dialogSlot.contains(event.target)) closeDialog();
        else return;
        event.stopPropagation();
      });

      const receive = (show) => (event) => {
        const notification = notificationOf(event);
        if (!notification || shown.has(notification.id)) return;
        shown.add(notification.id);
        show(notification);
      };
      const onSimple = receive(showToast);
      const onBonus = receive(showDialog);
      window.addEventListener(EVENTS.simple, onSimple);
      window.addEventListener(EVENTS.bonus, onBonus);

      return {
        update(next) {
          props = { ...props, ...next };
          root.setAttribute('aria-label', t().region);
        },
        unmount() {
          window.removeEventListener(EVENTS.simple, onSimple);
          window.removeEventListener(EVENTS.bonus, onBonus);
          for (const timer of timers) clearTimeout(timer);
          root.remove();
        },
      };
    },
  };
})();

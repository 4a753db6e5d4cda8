// Sandbox stand-in for Razorpay Checkout (checkout.js), served by the app at /checkout/sandbox.js when the sandbox
// payment provider is active. It offers the same browser API — new Razorpay(options), .open(), .close(),
// .on('payment.failed', fn), options.handler(result), options.modal.ondismiss() — with a small pay/cancel dialog.
// Pay asks the server's sandbox to take the payment and sign the result; the page's handler then verifies it.
(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.isSandbox) return;

  const script = document.currentScript;
  const apiOrigin = script && script.src ? new URL(script.src).origin : window.location.origin;
  const PAY_URL = apiOrigin + '/api/sandbox/pay';
  let seq = 0;

  function readToken() {
    const raw = window.localStorage.getItem('authToken');
    if (!raw) return null;
    // The app may keep the token as plain text or as a JSON string.
    if (raw.charAt(0) === '"') {
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    return raw;
  }

  function formatAmount(amount, currency, withPaise) {
    const digits = withPaise || amount % 100 !== 0 ? 2 : 0;
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount / 100);
    } catch {
      return (currency || 'INR') + ' ' + (amount / 100).toFixed(digits);
    }
  }

  function firstError(body, fallback) {
    const m = body && body.message;
    if (typeof m === 'string' && m) return m;
    if (m && Array.isArray(m.error) && typeof m.error[0] === 'string') return m.error[0];
    return fallback;
  }

  function el(tag, style, text) {
    const node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const BUTTON =
    'font:inherit;font-weight:600;font-size:16px;padding:10px 16px;border-radius:10px;cursor:pointer;min-height:44px;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.isSandbox = true;

  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    const o = this.options;
    const modal = o.modal || {};
    const id = 'qr-sandbox-' + ++seq;
    this.previousFocus = document.activeElement;

    const overlay = el(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'padding:16px;background:rgba(15,23,42,0.6);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    );
    const dialog = el(
      'div',
      'background:#ffffff;color:#0f172a;border-radius:16px;padding:24px;width:100%;max-width:400px;' +
        'box-shadow:0 20px 50px rgba(0,0,0,0.3);box-sizing:border-box;',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-description');

    const title = el('h2', 'margin:0 0 4px;font-size:20px;font-weight:700;', 'Sandbox checkout');
    title.id = id + '-title';
    dialog.appendChild(title);
    if (o.name) dialog.appendChild(el('p', 'margin:0 0 12px;font-size:14px;color:#475569;', String(o.name)));

    const description = el('p', 'margin:0 0 8px;font-size:16px;', String(o.description || 'Payment'));
    description.id = id + '-description';
    dialog.appendChild(description);
    const amount = Number(o.amount) || 0;
    dialog.appendChild(
      el('p', 'margin:0 0 8px;font-size:28px;font-weight:700;', formatAmount(amount, o.currency, true)),
    );
    dialog.appendChild(
      el('p', 'margin:0 0 16px;font-size:14px;color:#475569;', 'Test mode: no real money is charged.'),
    );

    const error = el('p', 'margin:0 0 12px;font-size:14px;color:#b91c1c;');
    error.setAttribute('role', 'alert');
    dialog.appendChild(error);

    const actions = el('div', 'display:flex;gap:12px;justify-content:flex-end;flex-wrap:wrap;');
    const cancel = el(
      'button',
      BUTTON + 'background:#ffffff;color:#0f172a;border:1px solid #94a3b8;',
      'Cancel',
    );
    cancel.type = 'button';
    const payLabel = 'Pay ' + formatAmount(amount, o.currency, false);
    const pay = el('button', BUTTON + 'background:#4338ca;color:#ffffff;border:1px solid #4338ca;', payLabel);
    pay.type = 'button';
    actions.appendChild(cancel);
    actions.appendChild(pay);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);

    function setBusy(busy) {
      pay.disabled = busy;
      cancel.disabled = busy;
      pay.textContent = busy ? 'Processing…' : payLabel;
      dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    const fail = (message) => {
      setBusy(false);
      error.textContent = message;
      this.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: message,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: null },
        },
      });
      pay.focus();
    };

    pay.addEventListener('click', () => {
      error.textContent = '';
      setBusy(true);
      const token = readToken();
      fetch(PAY_URL, {
        method: 'POST',
        headers: Object.assign(
          { 'Content-Type': 'application/json', Accept: 'application/json' },
          token ? { Authorization: 'Bearer ' + token } : {},
        ),
        body: JSON.stringify({ order_id: o.order_id }),
      })
        .then((res) =>
          res
            .json()
            .catch(() => null)
            .then((body) => {
              if (res.ok && body && body.status === 'success') {
                this.teardown();
                if (typeof o.handler === 'function') o.handler(body.data);
              } else {
                fail(firstError(body, 'The payment failed. Please try again.'));
              }
            }),
        )
        .catch(() => {
          fail('Network error. Please try again.');
        });
    });

    const dismiss = () => {
      if (pay.disabled) return;
      this.teardown();
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    };
    cancel.addEventListener('click', dismiss);

    this.onKeyDown = function (event) {
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep keyboard focus inside the dialog while it is open.
      const focusable = [cancel, pay].filter(function (b) {
        return !b.disabled;
      });
      if (!focusable.length) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', this.onKeyDown, true);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay && modal.backdropclose) dismiss();
    });

    this.previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
    return this;
  };

  Razorpay.prototype.teardown = function () {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.onKeyDown, true);
    this.overlay.remove();
    this.overlay = null;
    document.body.style.overflow = this.previousOverflow || '';
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  /** Closes the dialog from the page, without calling ondismiss (as Razorpay's close does). */
  Razorpay.prototype.close = function () {
    this.teardown();
  };

  window.Razorpay = Razorpay;
})();

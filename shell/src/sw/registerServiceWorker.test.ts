import { registerServiceWorkerWhenIdle, SERVICE_WORKER_URL } from './registerServiceWorker';

const fakeWindow = ({ idle = true, serviceWorker = true } = {}) => {
  const register = jest.fn(() => Promise.resolve({}));
  const idleCallbacks: (() => void)[] = [];
  const view = {
    navigator: serviceWorker ? { serviceWorker: { register } } : {},
    requestIdleCallback: idle
      ? jest.fn((callback: () => void) => {
          idleCallbacks.push(callback);
          return 1;
        })
      : undefined,
    setTimeout: jest.fn((callback: () => void) => {
      idleCallbacks.push(callback);
      return 1;
    }),
  } as unknown as Window;
  return { view, register, runIdle: () => idleCallbacks.splice(0).forEach((run) => run()) };
};

describe('registerServiceWorkerWhenIdle', () => {
  it('registers the worker for the whole site only once the main thread is idle', () => {
    const { view, register, runIdle } = fakeWindow();
    registerServiceWorkerWhenIdle(view);
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('waits a few seconds where the browser has no idle callbacks', () => {
    const { view, register, runIdle } = fakeWindow({ idle: false });
    registerServiceWorkerWhenIdle(view);
    expect(view.setTimeout).toHaveBeenCalledWith(expect.any(Function), 3000);
    runIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers are unavailable', () => {
    const { view, runIdle } = fakeWindow({ serviceWorker: false });
    registerServiceWorkerWhenIdle(view);
    runIdle();
    expect(view.requestIdleCallback).not.toHaveBeenCalled();
  });

  it('only warns when the registration is refused', async () => {
    const { view, register, runIdle } = fakeWindow();
    register.mockImplementation(() => Promise.reject(new Error('insecure')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorkerWhenIdle(view);
    runIdle();
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('The service worker was not registered', expect.any(Error));
    warn.mockRestore();
  });
});

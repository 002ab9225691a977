import { FRAME_HYDRATED_EVENT, holdEarlyClicks, SERVER_AREA_ATTRIBUTE } from './earlyClicks';

test('buttons pressed before the application runs are pressed again, in order, once it does', () => {
  document.body.innerHTML =
    '<button id="login">Log in</button><div role="switch" id="theme"><span id="knob"></span></div>' +
    '<a href="#help" id="help">Help</a>';
  const pressed: string[] = [];
  const release = holdEarlyClicks();
  document.getElementById('knob')?.click();
  document.getElementById('login')?.click();
  // Held: nothing reacts yet.
  document.body.addEventListener('click', (event) => {
    pressed.push((event.target as Element).id);
  });
  document.getElementById('help')?.click();
  expect(pressed).toEqual(['help']);
  release();
  expect(pressed).toEqual(['help', 'theme', 'login']);
  // Released: clicks go straight through from now on.
  document.getElementById('login')?.click();
  expect(pressed).toEqual(['help', 'theme', 'login', 'login']);
});

test('a button gone by then is not pressed', () => {
  document.body.innerHTML = '<button id="gone">Gone</button>';
  const release = holdEarlyClicks();
  const button = document.getElementById('gone') as HTMLButtonElement;
  const onClick = jest.fn();
  button.addEventListener('click', onClick);
  button.click();
  button.remove();
  release();
  expect(onClick).not.toHaveBeenCalled();
});

test('once the frame has hydrated its held buttons are pressed; the area they wait for holds its own', () => {
  document.body.innerHTML =
    '<header><button id="login">Log in</button></header>' +
    `<section ${SERVER_AREA_ATTRIBUTE}><button id="tab">Slots</button></section>`;
  const pressed: string[] = [];
  const release = holdEarlyClicks();
  document.getElementById('tab')?.click();
  document.getElementById('login')?.click();
  document.body.addEventListener('click', (event) => {
    pressed.push((event.target as Element).id);
  });
  window.dispatchEvent(new Event(FRAME_HYDRATED_EVENT));
  expect(pressed).toEqual(['login']);
  // The frame answers at once now; the area still waits for its own hydration.
  document.getElementById('login')?.click();
  document.getElementById('tab')?.click();
  expect(pressed).toEqual(['login', 'login']);
  release();
  expect(pressed).toEqual(['login', 'login', 'tab', 'tab']);
});

import { holdEarlyClicks } from './earlyClicks';

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

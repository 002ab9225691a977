import { readFileSync } from 'node:fs';
import { compileFunction } from 'node:vm';

import * as tanstackQuery from '@tanstack/react-query';
import axios from 'axios';
import * as i18next from 'i18next';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as rxjs from 'rxjs';
import * as sharedContracts from 'shared-contracts';
import * as fairDraw from 'shared-contracts/fairDraw';
import * as lotteryContract from 'shared-contracts/lottery';
import * as sharedUi from 'shared-ui';
import * as imagePicker from 'shared-ui/image-picker';
import type { RemoteServerRender } from 'shared-ui/kit';
import * as sharedUiKit from 'shared-ui/kit';

/**
 * The shared packages a remote's server render gets from the shell's, as the federation share
 * scope hands them over in the browser: one React, one router, one i18next per page.
 */
const SHARED: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': reactRouterDom,
  i18next,
  'react-i18next': reactI18next,
  rxjs,
  '@tanstack/react-query': tanstackQuery,
  'shared-contracts': sharedContracts,
  'shared-contracts/fairDraw': fairDraw,
  'shared-contracts/lottery': lotteryContract,
  'shared-ui': sharedUi,
  'shared-ui/kit': sharedUiKit,
  // Not shared in the browser (each remote that uses it bundles it), but a remote's server
  // render leaves every shared-ui entry to the shell's.
  'shared-ui/image-picker': imagePicker,
  axios,
};

const requireShared = (request: string): unknown => {
  if (!(request in SHARED)) {
    throw new Error(
      `a remote's server render asked for ${request}, which the shell does not share`,
    );
  }
  return SHARED[request];
};

const isServerRender = (value: unknown): value is RemoteServerRender => {
  const candidate = value as Partial<RemoteServerRender> | null;
  return (
    typeof candidate?.namespace === 'string' &&
    typeof candidate.modules === 'object' &&
    typeof candidate.createQueryClient === 'function' &&
    typeof candidate.addTexts === 'function'
  );
};

const loaded = new Map<string, RemoteServerRender>();

/**
 * Loads a remote's `dist/server/render.cjs` (as released: one file per release folder, never
 * changed) with the shell's shared packages, once per file. Throws when the file is missing
 * or is not a remote's server render; the caller renders the area's placeholder instead.
 */
export const loadRemoteServerRender = (file: string): RemoteServerRender => {
  const cached = loaded.get(file);
  if (cached) return cached;
  const run = compileFunction(readFileSync(file, 'utf8'), ['module', 'exports', 'require'], {
    filename: file,
  });
  const module: { exports: unknown } = { exports: {} };
  run(module, module.exports, requireShared);
  if (!isServerRender(module.exports)) throw new Error(`${file} is not a remote's server render`);
  loaded.set(file, module.exports);
  return module.exports;
};

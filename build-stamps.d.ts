// The types of build-stamps.js (plain JavaScript, so that start.js runs without tsx).
export interface Stamp {
  /** the input files, relative to the repository root */
  inputs: string[];
  inputsHash: string;
  /** the files the build wrote, relative to the repository root */
  outputs: string[];
  outputsHash: string;
}
export const ROOT: string;
export const DIST: string;
export const WEB_STAMP: string;
export const SERVER_STAMP: string;
export const WEB_INPUT_FOLDERS: string[];
export const LOCKFILE: string;
export function hashFiles(files: string[]): string;
export function filesUnder(folder: string): string[];
export function readStamp(file: string): Stamp | undefined;
export function isCurrent(stampFile: string, inputs?: string[]): boolean;
export function webInputs(): string[];
export function workerModules(): string[];
export function webIsCurrent(): boolean;
export function serverIsCurrent(): boolean;

import { matchKey } from '../ingredients/word-match.ts';

// Words that speak to the chef in the languages visitors write in besides English, for the
// instruction check (sentence-check.ts). Each is written as the matching reads text (lower case,
// no accents: "instruções" is "instrucoes", "игнорируй" is "игнорируи"). No food is named with
// any of them: a table test holds real foods of each language that must pass.

/**
 * Beginnings of words that tell the chef what to do or name what it was told, matched at a word's
 * start so one stem covers a language's endings: "ignor" is ignore, ignora, ignoriere, ignorez,
 * and a run-together "ignorepreviousinstructions" too.
 */
export const INSTRUCTION_STEMS = [
  // Several languages at once: ignore, instructions, prompt, jailbreak.
  'ignor', 'instruc', 'jailbreak', 'roleplay',
  // German
  'anweisung', 'vergiss', 'vergessen', 'befehl', 'vorherig', 'systemnachricht', 'systemprompt', 'antworte', 'schreib', 'verrat',
  // Spanish
  'olvid', 'indicacion', 'responde', 'escribe', 'actua como', 'reglas',
  // French
  'consigne', 'reponds', 'repondez', 'ecris', 'ecrivez', 'precedent', 'regles',
  // Italian
  'istruzion', 'dimentic', 'rispondi', 'scrivi', 'regole',
  // Portuguese
  'esquec', 'responda', 'escreva', 'regras',
  // Russian
  'игнорир', 'инструкц', 'забуд', 'забыть', 'предыдущ', 'систем', 'промпт', 'правил', 'указани', 'ответь', 'отвечаи', 'напиши', 'скажи',
].map(matchKey);

/** Whole words of other languages that speak to the chef: "du bist", "tu es", "eres". */
export const INSTRUCTION_PHRASES = ['du bist', 'eres', 'tu es', 'vous etes', 'voce e', 'ты'].map(matchKey);

/**
 * Parts of Chinese and Japanese words that speak to the chef, found anywhere, since these
 * languages do not put spaces between words: ignore, instruction, prompt, system, rules, "you are".
 */
export const INSTRUCTION_CHARACTERS = [
  // Chinese
  '忽略', '无视', '指令', '提示词', '系统', '规则', '之前的', '你是', '假装', '扮演', '密钥',
  // Japanese
  '無視', '指示', '命令', 'プロンプト', 'システム', 'ルール', '以前の', 'あなたは', '秘密',
].map(matchKey);

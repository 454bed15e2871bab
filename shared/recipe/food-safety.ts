import { latinLookalike } from '../ingredients/letter-scripts.ts';
import { matchKey, withPlurals as englishPlurals } from '../ingredients/word-match.ts';

// Things people have on hand that are not food or are dangerous to eat, as lower-case words
// without accents. Plurals of the last word are matched too ("pill" covers "pills").
const NOT_FOOD = `
bleach,chlorine,ammonia,detergent,soap,dish soap,washing up liquid,dishwashing liquid,fabric softener
laundry pod,detergent pod,dishwasher tablet,dishwasher pod,cleaner,cleaning fluid,cleaning spray
disinfectant,sanitiser,sanitizer,hand sanitiser,hand sanitizer,shampoo,toothpaste,mouthwash
glue,superglue,super glue,wood glue,gasoline,petrol,diesel,kerosene,paraffin,lamp oil,lighter fluid
butane,propane,antifreeze,ethylene glycol,methanol,methylated spirit,rubbing alcohol,isopropyl
isopropyl alcohol,isopropanol,paint,paint thinner,turpentine,white spirit,lye,caustic soda
sodium hydroxide,washing soda,drain cleaner,hydrogen peroxide,brake fluid,motor oil,engine oil
pesticide,insecticide,herbicide,weedkiller,weed killer,rat poison,poison,slug pellet,mothball
moth ball,naphthalene,fertiliser,fertilizer,plant food,battery,silica gel,cat litter
mercury,lead,cyanide,arsenic,strychnine,tin foil,aluminium foil,aluminum foil,plastic,styrofoam
paracetamol,acetaminophen,ibuprofen,aspirin,pill,tablet,capsule,medicine,medication
prescription drug,drug,opioid,oxycodone,fentanyl,morphine,codeine,tramadol,antidepressant
sleeping pill,cough syrup,laxative,cigarette,tobacco,nicotine,vape juice,e liquid
death cap,destroying angel,fly agaric,toadstool,poisonous mushroom,foxglove,oleander,hemlock
water hemlock,deadly nightshade,belladonna,monkshood,aconite,wolfsbane,lily of the valley
castor bean,jimsonweed,poison ivy,rhubarb leaf,yew berry,tide pod,washer fluid,screenwash,screen wash
windscreen wash,windshield fluid
rattengift,mausegift,bleichmittel,chlorbleiche,spulmittel,waschmittel,reiniger,abflussreiniger,seife
frostschutzmittel,benzin,insektenspray,unkrautvernichter
lejia,lavandina,veneno,raticida,jabon,lavavajillas,amoniaco,gasolina,anticongelante,insecticida
eau de javel,javel,mort aux rats,raticide,lessive,liquide vaisselle,savon,antigel,ammoniaque,deboucheur
candeggina,varechina,detersivo,sapone,veleno,topicida,benzina,antigelo,ammoniaca
agua sanitaria,lixivia,sabao,veneno de rato,detergente
отбеливатель,хлорка,яд,крысиный яд,отрава,мыло,моющее средство,бензин,антифриз
`;

// Not-food in Chinese and Japanese, found anywhere in a name: these languages write no spaces.
const NOT_FOOD_CHARACTERS = [
  '漂白剂', '老鼠药', '毒药', '洗涤剂', '洗洁精', '肥皂', '汽油', '防冻液', '杀虫剂', '农药',
  '漂白剤', '殺鼠剤', '毒薬', '洗剤', '石鹸', '石けん', 'ガソリン', '不凍液', '殺虫剤', '農薬',
].map(matchKey);

// Real food whose name holds one of the words above; these words are set aside before matching.
const FOOD_PHRASES = [
  "baker's ammonia", 'bakers ammonia', 'stock tablet', 'bouillon tablet', 'stock cube',
  'sweetener tablet', 'coffee capsule',
];

/** A term's plural guesses, "leaf" -> "leaves" too: "battery" -> "batteries", "glass" -> "glasses". */
function withPlurals(term: string): string[] {
  const forms = englishPlurals(term);
  return term.endsWith('f') ? [...forms, `${term.slice(0, -1)}ves`] : forms;
}

// Read as the matching reads a name: "крысиный" is "крысиныи".
const TERMS: ReadonlySet<string> = new Set(
  NOT_FOOD.split(/[,\n]/).map((term) => term.trim()).filter((term) => term !== '').flatMap(withPlurals).map(matchKey),
);
const LONGEST_TERM = Math.max(...[...TERMS].map((term) => term.split(' ').length));
const FOOD_KEYS = FOOD_PHRASES.flatMap(withPlurals).map(matchKey);

/**
 * The not-food term an ingredient names, if any, matched on whole words: "Dish soap" -> "dish
 * soap", "Pleaded" -> undefined. Anything called "edible ..." (cake decorators' glue and paint)
 * counts as food. A name is also read as the Latin letters it looks like ("Вӏеасһ" is bleach).
 * @example findNotFood("Rat  Poison") // "rat poison"
 * @example findNotFood("Вӏеасһ") // "bleach" (all Cyrillic)
 */
export function findNotFood(name: string): string | undefined {
  const keys = new Set([name, latinLookalike(name)].map(matchKey));
  for (const key of keys) {
    const term = termIn(key);
    if (term !== undefined) return term;
  }
  return undefined;
}

/** The not-food term in one match key. */
function termIn(matched: string): string | undefined {
  let key = ` ${matched} `;
  if (key.includes(' edible ')) return undefined;
  const written = NOT_FOOD_CHARACTERS.find((term) => key.includes(term));
  if (written !== undefined) return written;
  for (const food of FOOD_KEYS) key = key.replaceAll(` ${food} `, ' | ');
  const words = key.split(' ').filter((word) => word !== '');
  // Longest phrases first, so "rubbing alcohol" is named rather than a shorter part of it. A
  // phrase written apart is checked written together too: "anti-freeze" is "antifreeze".
  for (let size = Math.min(LONGEST_TERM + 1, words.length); size > 0; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const phrase = words.slice(start, start + size);
      const apart = phrase.join(' ');
      if (TERMS.has(apart)) return apart;
      const together = phrase.join('');
      if (size > 1 && TERMS.has(together)) return together;
    }
  }
  return undefined;
}

/** Whether an ingredient names something that is not food or is dangerous to eat. */
export function isNotFood(name: string): boolean {
  return findNotFood(name) !== undefined;
}

/** What part an ingredient usually plays in a dish. */
export type IngredientCategory =
  | 'protein'
  | 'seafood'
  | 'egg'
  | 'dairy'
  | 'cheese'
  | 'vegetable'
  | 'root'
  | 'greens'
  | 'aromatic'
  | 'grain'
  | 'pasta'
  | 'noodle'
  | 'bread'
  | 'legume'
  | 'fruit'
  | 'herb'
  | 'spice'
  | 'fat'
  | 'acid'
  | 'sweetener'
  | 'condiment'
  | 'liquid'
  | 'nut'
  | 'baking';

/**
 * The raw knowledge base, one line per ingredient, grouped by category. Kept as text rather than
 * objects because the page imports it for suggestions and this packs far smaller:
 *
 *   name,synonym,...|prep|cooked-until minutes|amount per serving [unit]
 *
 * prep reads "dice the chicken"; a "%" marks where "the <ingredient>" goes ("cut % into florets").
 * A leading "~" marks sweet-only, "+" sweet or savoury, "!" savoury-only, overriding the
 * category's default. An amount of 0 means "to taste".
 */
export const PANTRY_DATA: Readonly<Record<IngredientCategory, string>> = {
  protein: `chicken,chicken breast,chicken thigh,chicken fillet,chicken thighs|dice|golden 7|150 g
cooked chicken,leftover chicken,rotisserie chicken,roast chicken|shred|hot 3|120 g
chicken wings,wings|pat % dry|crisp and golden 20|250 g
turkey,turkey breast|dice|golden 7|150 g
ground turkey,turkey mince,minced turkey|break up|browned 6|125 g
beef,steak,sirloin,beef steak,rump steak,flank steak|thinly slice|browned 4|150 g
ground beef,beef mince,minced beef,mince,hamburger meat|break up|browned 6|125 g
pork,pork loin,pork chop,pork tenderloin,pork fillet|slice|golden 6|150 g
ground pork,pork mince,minced pork|break up|browned 6|125 g
lamb,lamb chop,lamb leg,lamb shoulder|dice|browned 6|150 g
ground lamb,lamb mince,minced lamb|break up|browned 6|125 g
bacon,streaky bacon,lardons,bacon rashers|chop|crisp 5|2 slice
pancetta|dice|crisp 5|40 g
ham,cooked ham|dice|hot 2|50 g
sausage,sausages,bratwurst,pork sausage|slice|browned 8|2
chorizo|slice|crisp 4|50 g
salami,pepperoni|slice|crisp 2|30 g
prosciutto,parma ham,serrano ham|tear|crisp 2|2 slice
duck,duck breast|score the skin of %|crisp 10|1
meatballs|-|browned 10|5
tofu,bean curd,firm tofu,silken tofu|press and cube|golden 8|125 g
tempeh|slice|golden 6|100 g
seitan|slice|browned 5|100 g
paneer|cube|golden 5|100 g`,
  seafood: `salmon,salmon fillet,salmon fillets|pat % dry|just cooked through 6|150 g
smoked salmon,lox|tear|just warm 1|60 g
tuna,tuna steak,fresh tuna|pat % dry|seared 3|150 g
canned tuna,tinned tuna,tuna in oil|drain|hot 1|80 g
shrimp,prawns,prawn,king prawns,tiger prawns|peel|pink 3|125 g
cod,white fish,haddock,pollock,hake|cut % into chunks|opaque 6|150 g
sea bass,bass,sea bream,snapper|pat % dry|just cooked through 6|150 g
trout,rainbow trout|pat % dry|just cooked through 6|150 g
mackerel,smoked mackerel|flake|hot 4|120 g
sardines|drain|hot 3|80 g
anchovies,anchovy|chop|melted 2|2
scallops|pat % dry|golden 3|100 g
mussels|scrub|open 5|250 g
clams,cockles|scrub|open 6|250 g
squid,calamari|slice % into rings|opaque 2|125 g
crab,crab meat,crabmeat|pick over|hot 2|80 g
fish,fish fillet,fish fillets|cut % into chunks|opaque 6|150 g`,
  egg: `egg,eggs,hen's egg,egg yolk,egg white,egg whites,egg yolks|beat|set 4|1.5`,
  dairy: `milk,whole milk,semi-skimmed milk,skim milk,skimmed milk,cow's milk|-|hot 3|150 ml
cream,heavy cream,double cream,whipping cream,single cream,light cream|-|thickened 3|50 ml
sour cream,soured cream|-|-|2 tbsp
creme fraiche|-|-|2 tbsp
yogurt,yoghurt,plain yogurt,natural yogurt,plain yoghurt,natural yoghurt|-|-|75 g
greek yogurt,greek yoghurt,greek-style yogurt,skyr|-|-|75 g
buttermilk|-|-|100 ml
~condensed milk,sweetened condensed milk|-|-|2 tbsp
oat milk|-|hot 3|150 ml
almond milk|-|hot 3|150 ml
soy milk,soya milk|-|hot 3|150 ml`,
  cheese: `cheese,grated cheese|grate|melted 2|30 g
cheddar,cheddar cheese,mature cheddar|grate|melted 2|30 g
parmesan,parmigiano,parmigiano reggiano,parmesan cheese,grana padano,pecorino,pecorino romano|grate|melted 1|20 g
vegetarian hard cheese,vegetarian italian hard cheese,veggie hard cheese|grate|melted 1|20 g
mozzarella,mozzarella cheese,buffalo mozzarella,burrata|tear|melted 3|60 g
feta,feta cheese|crumble|warm 2|40 g
goat cheese,goat's cheese,goats cheese,chevre|crumble|warm 2|40 g
halloumi,halloumi cheese|slice|golden 4|60 g
brie,camembert|slice|melted 2|40 g
blue cheese,gorgonzola,stilton,roquefort|crumble|melted 2|30 g
gruyere,emmental,swiss cheese,comte|grate|melted 2|30 g
monterey jack,jack cheese,pepper jack,colby|grate|melted 2|30 g
+ricotta|-|warm 2|50 g
+cream cheese,soft cheese,philadelphia|-|melted 2|30 g
+mascarpone|-|melted 2|40 g
+cottage cheese|-|-|75 g`,
  vegetable: `tomato,tomatoes,vine tomato,plum tomato,beef tomato|chop|soft 4|1
cherry tomato,cherry tomatoes,grape tomato,grape tomatoes|halve|blistered 4|100 g
bell pepper,peppers,capsicum,red pepper,green pepper,yellow pepper,sweet pepper,red bell pepper|slice|soft 5|0.5
zucchini,courgette|slice % into half-moons|golden 5|0.5
eggplant,aubergine,brinjal|cube|soft and golden 10|0.5
mushroom,mushrooms,button mushroom,cremini,chestnut mushroom,white mushroom,oyster mushroom,oyster mushrooms|slice|golden 6|100 g
shiitake,shiitake mushroom|slice|golden 5|60 g
portobello,portobello mushroom,portabella|slice|golden 6|1
broccoli,broccoli florets,calabrese,broccolini,tenderstem broccoli,tenderstem|cut % into florets|just tender 4|120 g
cauliflower|cut % into florets|golden 7|150 g
green beans,string beans,french beans,runner beans,fine beans|trim|just tender 4|80 g
asparagus,asparagus spears|trim|just tender 4|80 g
peas,green peas,garden peas,frozen peas,petits pois|-|bright green 2|60 g
corn,sweetcorn,sweet corn,corn kernels,maize,corn on the cob|-|hot 3|80 g
cucumber,english cucumber|slice|-|0.25
avocado,avocados,avo|halve, stone and slice %|-|0.5
brussels sprouts,brussel sprouts,sprouts|halve|golden 8|100 g
okra,ladies' fingers,bhindi|trim|tender 6|80 g
snow peas,mangetout,sugar snap peas,snap peas,sugar snaps|trim|bright green 2|60 g
bean sprouts,beansprouts|rinse|just wilted 1|50 g
radish,radishes|thinly slice|-|50 g
artichoke,artichoke hearts,globe artichoke|quarter|hot 3|60 g
fennel,fennel bulb,florence fennel|thinly slice|soft 8|0.5
sun-dried tomatoes,sundried tomatoes,sun dried tomatoes|chop|hot 1|20 g
roasted peppers,roasted red peppers,piquillo peppers|slice|hot 2|50 g`,
  root: `potato,potatoes,white potato,russet,maris piper,yukon gold,floury potato|peel and cube|tender 18|200 g
new potatoes,new potato,baby potatoes,baby potato,salad potatoes|halve|tender 18|175 g
+sweet potato,yam,kumara|peel and cube|tender 15|200 g
+carrot,carrots|peel and slice|just tender 6|1
parsnip|peel and slice|golden 15|1
beetroot,beet,beets|peel and dice|tender 25|1
+butternut squash,squash,butternut,acorn squash|peel and cube|tender 18|200 g
+pumpkin|peel and cube|tender 18|200 g
turnip,swede,rutabaga|peel and cube|tender 18|100 g
celeriac,celery root|peel and cube|tender 18|100 g
plantain|peel and slice|golden 6|0.5`,
  greens: `+spinach,baby spinach,english spinach|-|wilted 2|60 g
+kale,cavolo nero,lacinato kale,tuscan kale,curly kale|strip and shred|wilted 4|60 g
lettuce,romaine,cos,iceberg,little gem,butter lettuce|tear|-|0.5
mixed greens,salad leaves,mixed salad,salad greens,mesclun,salad|-|-|40 g
arugula,rocket,roquette|-|-|30 g
cabbage,white cabbage,green cabbage,savoy cabbage,pointed cabbage,napa cabbage,chinese cabbage,chinese leaf|shred|soft 6|150 g
red cabbage,purple cabbage|shred|soft 8|150 g
chard,swiss chard,rainbow chard,silverbeet|chop|wilted 3|80 g
collard greens,collards,spring greens|shred|wilted 6|80 g
watercress,cress|-|-|30 g
bok choy,pak choi,pak choy,bok choi,baby bok choy|halve|wilted 3|1
endive,chicory,belgian endive,radicchio|slice|-|0.5`,
  aromatic: `onion,yellow onion,brown onion,white onion,onions|dice|soft 5|0.5
red onion,purple onion,spanish onion|thinly slice|soft 5|0.5
shallot,eschalot,banana shallot|thinly slice|soft 3|1
garlic,garlic clove,garlic cloves,clove of garlic,cloves of garlic|mince|fragrant 1|1 clove
green onion,scallion,spring onion,salad onion,green onions|slice|soft 1|2
leek|slice and rinse|soft 6|0.5
celery,celery stalk,celery stick,celery sticks,celery stalks|chop|soft 5|1 stalk
+ginger,fresh ginger,ginger root|grate|fragrant 1|1 tsp
chili,chilli,chile,red chili,green chili,red chilli,green chilli,chili pepper,chilli pepper,bird's eye chili,scotch bonnet,habanero|deseed and chop|fragrant 1|0.5
jalapeno,jalapeno pepper|deseed and chop|soft 2|0.5
lemongrass,lemon grass|finely chop|fragrant 2|1 stalk`,
  grain: `rice,white rice,long grain rice,jasmine rice,basmati rice,basmati,jasmine,sushi rice,sticky rice|rinse|tender 15|75 g
brown rice,wholegrain rice,wholegrain brown rice|rinse|tender 30|75 g
cooked rice,leftover rice,day-old rice,microwave rice|break up|hot 3|150 g
arborio,risotto rice,arborio rice,carnaroli|-|creamy 20|75 g
quinoa|rinse|tender 15|60 g
couscous,giant couscous,pearl couscous|-|fluffy 5|70 g
bulgur,bulgur wheat,burghul,bulgar|rinse|tender 12|60 g
pearl barley,barley|rinse|tender 30|50 g
+oats,rolled oats,porridge oats,oatmeal,oat flakes|-|creamy 5|40 g
polenta,cornmeal,grits|-|thick and creamy 10|50 g
farro,spelt,freekeh|rinse|tender 25|60 g
+semolina|-|thick 5|20 g`,
  pasta: `pasta,dried pasta,fresh pasta,orecchiette,conchiglie,pasta shells,shell pasta|-|al dente 10|90 g
spaghetti,spaghettini,linguine|-|al dente 10|90 g
penne,penne rigate,rigatoni|-|al dente 11|90 g
fusilli,rotini|-|al dente 11|90 g
macaroni,elbow macaroni,elbows|-|al dente 9|90 g
fettuccine,fettucine,tagliatelle,pappardelle|-|al dente 9|90 g
farfalle,bow tie pasta,bowtie pasta,bow ties|-|al dente 11|90 g
orzo,risoni|-|al dente 8|75 g
lasagne sheets,lasagna,lasagne,lasagna noodles|break % into pieces|al dente 9|80 g
gnocchi|-|golden 5|150 g
ravioli,tortellini,filled pasta|-|tender 4|125 g`,
  noodle: `noodles,noodle|-|tender 4|75 g
egg noodles,lo mein,chow mein noodles|-|tender 4|75 g
rice noodles,rice vermicelli,vermicelli,rice sticks,pad thai noodles,glass noodles,cellophane noodles|-|tender 4|70 g
ramen,ramen noodles,instant noodles|-|tender 3|1 pack
udon,udon noodles|-|tender 3|200 g
soba,soba noodles,buckwheat noodles|-|tender 5|75 g`,
  bread: `bread,loaf,white bread,wholemeal bread,brown bread,sliced bread,whole wheat bread,rye bread,pumpernickel|-|toasted 3|2 slice
sourdough,sourdough bread|-|toasted 3|2 slice
baguette,french bread,french stick|slice|toasted 3|0.25
ciabatta,focaccia|slice|toasted 3|0.5
tortilla,tortillas,flour tortilla,wrap,wraps,tortilla wraps,burrito wraps|-|warm 1|2
corn tortilla,corn tortillas,taco shells,taco shell,tostadas|-|warm 1|3
pita,pitta,pita bread,pitta bread|-|warm 2|1
naan,naan bread,nan bread|-|warm 2|1
flatbread,flatbreads,lavash,chapati,roti|-|warm 2|1
breadcrumbs,panko,bread crumbs,panko breadcrumbs|-|golden 3|3 tbsp
bagel|halve|toasted 3|1
+brioche|slice|toasted 2|2 slice
bun,burger bun,buns,bread roll,roll,bread rolls|halve|toasted 2|1`,
  legume: `chickpeas,garbanzo beans,garbanzos,chick peas,chickpea,garbanzo bean|rinse and drain|hot 3|120 g
black beans,turtle beans|rinse and drain|hot 3|120 g
kidney beans,red kidney beans|rinse and drain|hot 3|120 g
cannellini beans,white beans,cannellini,navy beans,haricot beans,great northern beans|rinse and drain|hot 3|120 g
butter beans,lima beans|rinse and drain|hot 3|120 g
pinto beans,borlotti beans|rinse and drain|hot 3|120 g
black-eyed peas,black eyed peas,black-eyed beans,cowpeas|rinse and drain|hot 3|120 g
baked beans|-|hot 3|200 g
refried beans|-|hot 3|100 g
lentils,green lentils,brown lentils,puy lentils,beluga lentils|rinse|tender 25|60 g
red lentils,split red lentils,masoor dal|rinse|soft 15|60 g
split peas,yellow split peas,chana dal,dal,dhal,toor dal|rinse|soft 40|60 g
edamame,soybeans,soya beans,edamame beans|-|hot 3|60 g
broad beans,fava beans|-|tender 4|80 g
beans,mixed beans,canned beans|rinse and drain|hot 3|120 g`,
  fruit: `apple,apples,green apple,granny smith|core and slice|soft 5|1
pear|core and slice|soft 5|1
~banana,bananas|peel and slice|caramelised 2|1
~strawberry,strawberries|hull and halve|-|80 g
~blueberries,blueberry|-|-|60 g
~raspberries,raspberry|-|-|60 g
~blackberries,blackberry|-|-|60 g
~mixed berries,berries,frozen berries,summer fruits,frozen fruit|-|-|80 g
mango,mangoes|peel and dice|-|0.5
pineapple|cut % into chunks|caramelised 3|100 g
orange,navel orange,blood orange,clementine,mandarin,satsuma,tangerine|peel and segment|-|1
~grapes,grape|halve|-|80 g
peach,nectarine|stone and slice|soft 4|1
plum,plums|stone and quarter|soft 6|2
apricot,apricots|stone and halve|soft 5|2
~cherries,cherry|stone|-|80 g
watermelon|cube|-|150 g
melon,cantaloupe,honeydew,honeydew melon|cube|-|150 g
~kiwi,kiwifruit,kiwi fruit|peel and slice|-|1
pomegranate,pomegranate seeds|seed|-|0.25
fig,figs|quarter|soft 4|2
~dates,medjool dates,date|stone and chop|-|2
~raisins,sultanas,currants|-|-|20 g
~dried cranberries,craisins|-|-|20 g
~rhubarb|chop|soft 8|100 g`,
  herb: `basil,sweet basil,thai basil,basil leaves|tear|-|1 tbsp
parsley,flat-leaf parsley,flat leaf parsley,italian parsley,curly parsley|chop|-|1 tbsp
cilantro,coriander,coriander leaves,fresh coriander,chinese parsley|chop|-|1 tbsp
+mint,fresh mint,spearmint,mint leaves|tear|-|1 tbsp
dill,dill weed|chop|-|1 tbsp
chives|snip|-|1 tbsp
thyme,fresh thyme,lemon thyme|strip the leaves from %|fragrant 1|1 sprig
rosemary,fresh rosemary|chop|fragrant 1|1 sprig
oregano,dried oregano,fresh oregano,marjoram|-|fragrant 1|0.5 tsp
sage,sage leaves|tear|crisp 2|2 leaf
bay leaf,bay leaves,bay|-|fragrant 1|0.5 leaf
tarragon|chop|-|1 tsp`,
  spice: `+salt,sea salt,kosher salt,table salt,flaky salt,sea salt flakes|-|-|0
black pepper,pepper,ground pepper,peppercorns,black peppercorns,ground black pepper,white pepper|-|-|0
cumin,ground cumin,cumin seeds,jeera|-|fragrant 1|0.5 tsp
paprika,sweet paprika|-|fragrant 1|0.5 tsp
smoked paprika,pimenton|-|fragrant 1|0.5 tsp
chili flakes,red pepper flakes,chilli flakes,crushed red pepper,dried chili flakes|-|fragrant 1|0.25 tsp
chili powder,chilli powder,ancho chili powder|-|fragrant 1|0.5 tsp
cayenne,cayenne pepper|-|fragrant 1|1 pinch
curry powder,madras curry powder|-|fragrant 1|1 tsp
turmeric,ground turmeric,haldi|-|fragrant 1|0.25 tsp
garam masala|-|fragrant 1|0.5 tsp
ground coriander,coriander seeds,coriander seed,coriander powder|-|fragrant 1|0.5 tsp
+cinnamon,ground cinnamon,cinnamon stick,cinnamon sticks|-|fragrant 1|0.5 tsp
+nutmeg,ground nutmeg|-|-|1 pinch
+cardamom,cardamom pods,ground cardamom|-|fragrant 1|0.25 tsp
+cloves,ground cloves,whole cloves|-|fragrant 1|1 pinch
+allspice,ground allspice,pimento|-|fragrant 1|1 pinch
+ground ginger,ginger powder|-|fragrant 1|0.5 tsp
~vanilla,vanilla extract,vanilla essence,vanilla pod,vanilla bean,vanilla paste|-|-|0.25 tsp
fennel seeds,fennel seed|-|fragrant 1|0.25 tsp
mustard seeds,mustard seed,black mustard seeds|-|popping 1|0.25 tsp
five spice,chinese five spice,five-spice,five spice powder|-|fragrant 1|0.25 tsp
zaatar,za'atar|-|fragrant 1|1 tsp
sumac|-|-|0.5 tsp
italian seasoning,mixed herbs,dried herbs,herbes de provence,dried mixed herbs|-|fragrant 1|0.5 tsp
cajun seasoning,cajun spice,creole seasoning|-|fragrant 1|1 tsp
taco seasoning,fajita seasoning,fajita spice|-|fragrant 1|1 tsp
garlic powder,granulated garlic|-|-|0.25 tsp
ras el hanout|-|fragrant 1|0.5 tsp
saffron,saffron threads|soak % in a splash of hot water|-|1 pinch`,
  fat: `olive oil,extra virgin olive oil,extra-virgin olive oil,evoo,light olive oil|-|shimmering 1|1 tbsp
vegetable oil,sunflower oil,canola oil,rapeseed oil,cooking oil,oil,neutral oil,corn oil,groundnut oil,peanut oil,avocado oil|-|shimmering 1|1 tbsp
butter,unsalted butter,salted butter|-|foaming 1|1 tbsp
!sesame oil,toasted sesame oil|-|-|1 tsp
coconut oil|-|melted 1|1 tbsp
ghee,clarified butter|-|melted 1|1 tbsp
!lard,dripping,bacon fat,duck fat,goose fat|-|melted 1|1 tbsp
margarine,vegan butter,plant butter|-|melted 1|1 tbsp`,
  acid: `+lemon,lemons,lemon juice,lemon zest|zest and juice|-|0.5
+lime,limes,lime juice,lime zest|zest and juice|-|0.5
vinegar,white vinegar,distilled vinegar,malt vinegar|-|-|1 tsp
red wine vinegar,sherry vinegar|-|-|1 tsp
white wine vinegar,champagne vinegar|-|-|1 tsp
+balsamic vinegar,balsamic,balsamic glaze|-|-|1 tsp
+apple cider vinegar,cider vinegar,acv|-|-|1 tsp
rice vinegar,rice wine vinegar|-|-|1 tsp
tamarind,tamarind paste|-|-|1 tsp`,
  sweetener: `sugar,white sugar,caster sugar,granulated sugar,superfine sugar|-|-|1 tbsp
brown sugar,light brown sugar,dark brown sugar,muscovado,demerara,soft brown sugar,palm sugar,coconut sugar,jaggery|-|-|1 tbsp
honey,runny honey,raw honey|-|-|1 tbsp
maple syrup|-|-|1 tbsp
~icing sugar,powdered sugar,confectioners sugar,confectioners' sugar|-|-|1 tbsp
agave,agave syrup,agave nectar|-|-|1 tbsp
molasses,treacle,black treacle|-|-|1 tsp
~jam,preserves,strawberry jam,raspberry jam,jelly|-|-|1 tbsp
~chocolate spread,nutella,hazelnut spread|-|-|1 tbsp`,
  condiment: `soy sauce,soy,shoyu,light soy sauce,dark soy sauce,tamari|-|-|1 tbsp
fish sauce,nam pla|-|-|1 tsp
oyster sauce|-|-|1 tbsp
hoisin,hoisin sauce|-|-|1 tbsp
teriyaki,teriyaki sauce|-|-|1 tbsp
sriracha|-|-|1 tsp
hot sauce,tabasco,chili sauce,chilli sauce|-|-|1 tsp
sweet chili sauce,sweet chilli sauce|-|-|1 tbsp
ketchup,tomato ketchup,catsup|-|-|1 tbsp
mayonnaise,mayo|-|-|1 tbsp
mustard,dijon,dijon mustard,wholegrain mustard,yellow mustard,english mustard|-|-|1 tsp
tomato paste,tomato puree,tomato concentrate|-|darkened 1|1 tbsp
pesto,basil pesto,green pesto,red pesto|-|-|1 tbsp
tahini,sesame paste|-|-|1 tbsp
+peanut butter,peanut paste,almond butter|-|-|1 tbsp
miso,miso paste,white miso,red miso|-|-|1 tbsp
curry paste,red curry paste,green curry paste,thai curry paste,yellow curry paste|-|fragrant 2|1 tbsp
harissa,harissa paste|-|fragrant 1|1 tsp
gochujang|-|-|1 tsp
salsa,tomato salsa,pico de gallo|-|-|2 tbsp
worcestershire sauce,worcestershire|-|-|1 tsp
capers,caper|rinse|-|1 tsp
olives,black olives,green olives,kalamata olives,olive|halve|-|30 g
pickles,gherkins,cornichons,dill pickles,pickle|chop|-|1
kimchi,kimchee|roughly chop|-|50 g
sauerkraut|drain|-|40 g
hummus,houmous,hummous|-|-|2 tbsp
bbq sauce,barbecue sauce|-|-|1 tbsp
chutney,mango chutney|-|-|1 tbsp
chili oil,chilli oil,chili crisp,chilli crisp,sambal,sambal oelek|-|-|1 tsp
guacamole|-|-|2 tbsp
mirin|-|-|1 tbsp
cornstarch,cornflour,corn starch|mix % with a splash of cold water|thickened 1|1 tsp`,
  liquid: `stock,broth,bone broth,homemade stock,stock cube,bouillon cube,bouillon,stock pot|-|simmering 2|250 ml
chicken stock,chicken broth|-|simmering 2|250 ml
vegetable stock,vegetable broth,veggie stock,veg stock|-|simmering 2|250 ml
beef stock,beef broth|-|simmering 2|250 ml
+coconut milk,coconut cream,tinned coconut milk,canned coconut milk|-|simmering 2|100 ml
canned tomatoes,chopped tomatoes,tinned tomatoes,crushed tomatoes,diced tomatoes,tomato sauce|-|simmering 2|200 g
passata,tomato passata,strained tomatoes|-|simmering 2|150 g
white wine,dry white wine|-|reduced 2|50 ml
red wine|-|reduced 3|50 ml
beer,lager,ale,stout|-|reduced 3|75 ml
water|-|simmering 2|100 ml`,
  nut: `almonds,almond,flaked almonds,slivered almonds,whole almonds|roughly chop|toasted 3|15 g
walnuts,walnut|roughly chop|toasted 3|15 g
cashews,cashew nuts,cashew|-|toasted 3|20 g
peanuts,roasted peanuts,peanut|roughly chop|toasted 2|15 g
pine nuts,pine kernels,pignoli|-|golden 2|10 g
pecans,pecan,pecan nuts|roughly chop|toasted 3|15 g
pistachios,pistachio|roughly chop|toasted 2|15 g
hazelnuts,hazelnut,filberts|roughly chop|toasted 3|15 g
mixed nuts,nuts,brazil nuts,macadamia nuts,macadamia|roughly chop|toasted 3|15 g
sesame seeds,sesame|-|toasted 1|1 tsp
sunflower seeds|-|toasted 2|1 tbsp
pumpkin seeds,pepitas|-|toasted 2|1 tbsp
chia seeds,chia|-|-|1 tbsp
flaxseed,linseed,flax seeds,ground flaxseed,flax|-|-|1 tbsp
desiccated coconut,shredded coconut,coconut flakes,coconut|-|toasted 2|1 tbsp`,
  baking: `flour,plain flour,all-purpose flour,all purpose flour,wheat flour,bread flour,strong flour,wholemeal flour,whole wheat flour,wholewheat flour,spelt flour|-|-|30 g
self-raising flour,self-rising flour,self raising flour|-|-|30 g
almond flour,ground almonds,almond meal|-|-|15 g
baking powder|-|-|0.25 tsp
baking soda,bicarbonate of soda,bicarb|-|-|1 pinch
yeast,dried yeast,instant yeast,active dry yeast,fast-action yeast|-|-|0.25 tsp
~cocoa,cocoa powder,cacao,cacao powder|-|-|1 tbsp
~chocolate,dark chocolate,milk chocolate,chocolate chips,choc chips,white chocolate|chop|melted 2|20 g`,
};

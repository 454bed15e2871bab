/**
 * The foods recipes use most, each to the USDA SR28 food it is counted as, one line per food:
 *
 *   ndb [flags] | name, name, ...
 *
 * Names are as a recipe writes them (any case, plural or singular). Defaults follow the table's
 * pitfalls: raw, plain, unsalted, "all grades" beef, and the state a name says ("cooked rice") wins.
 * Flags:
 *   ~             a stand-in: USDA has no such food, so a close one is counted (shown as it is)
 *   @g            grams in one when a line counts it with no unit and USDA names no usable size
 *   unit=g        grams in one counted unit USDA does not give ("stalk=20" for lemongrass)
 *   edible=share  the share that is eaten of what a recipe weighs: a whole chicken as USDA yields it
 *                 (276 g of meat and skin a pound), clams in the shell likewise (68 g a pound),
 *                 mussels as cooks yield them (about a quarter)
 *   drained=share the share of a can's stated weight left once drained, for a line that says so
 *                 (a 145 g tin of tuna holds about 110 g of fish)
 *   state=ndb     the food when the line says it is cooked, canned (or tinned, or counts cans),
 *                 whole, dried, frozen, juiced or zested
 * Every pantry-knowledge name maps here or is listed in NOT_IN_USDA (food-aliases.ts); its
 * synonyms follow it unless named here.
 */
export const FOOD_ALIAS_DATA = `
5006 edible=0.61 | whole chicken, roasting chicken
5062 whole=5006 | chicken, chicken breast, chicken breast fillet, chicken fillet, boneless skinless chicken breast
5096 | chicken thigh, boneless chicken thigh, skinless chicken thigh
5091 | chicken thigh with skin, skin on chicken thigh, bone in chicken thigh
5066 | chicken drumstick, drumstick
5075 | chicken leg
5100 | chicken wing, wing
5013 | cooked chicken, leftover chicken, roast chicken, rotisserie chicken, shredded chicken
5027 | chicken liver
5332 | ground chicken, chicken mince, minced chicken
5219 | turkey, turkey breast
5305 | ground turkey, turkey mince, minced turkey
13795 | beef, stir fry beef, beef strip
13929 | steak, sirloin, sirloin steak, beef steak, rump steak, ribeye, ribeye steak
13970 | flank steak, skirt steak
23342 | beef fillet, fillet steak, filet mignon, beef tenderloin
23093 | stewing beef, braising steak, beef chuck, chuck steak, diced beef, stew meat
23567 | ground beef, beef mince, minced beef, mince, hamburger meat, hamburger
23472 | lean ground beef, lean beef mince, lean mince
10020 | pork, pork loin
10062 | pork chop
10060 | pork tenderloin, pork fillet
10005 | pork belly
10070 | pork shoulder
10219 | ground pork, pork mince, minced pork, sausage meat
17230 | lamb, lamb leg, leg of lamb, diced lamb
17236 | lamb chop, lamb cutlet, lamb loin
17035 | lamb shoulder
17224 | ground lamb, lamb mince, minced lamb
10123 slice=28 | bacon, streaky bacon, back bacon, bacon rasher, smoked bacon, lardon
10123 ~ | pancetta, guanciale
7029 | ham, cooked ham, sliced ham
10150 ~ slice=15 | prosciutto, parma ham, serrano ham
7063 @65 | sausage, pork sausage, banger
7063 | breakfast sausage, sausage link
7036 | italian sausage
7013 | bratwurst
7022 | hot dog, frankfurter, wiener
7019 | chorizo
7071 | salami
7057 | pepperoni
5141 @170 | duck, duck breast
7972 | meatball
16126 | tofu, firm tofu, extra firm tofu
16127 | silken tofu, soft tofu
16114 | tempeh
1228 ~ | paneer
15236 fillet=140 @140 | salmon, salmon fillet
15077 | smoked salmon, lox
15127 fillet=140 @140 canned=15121 | tuna, tuna steak, fresh tuna
15121 can=165 tin=165 drained=0.75 | canned tuna, tinned tuna, tuna in water
15119 can=171 tin=171 drained=0.75 | tuna in oil
15149 | shrimp, prawn, king prawn, tiger prawn, raw prawn
15151 | cooked prawn, cooked shrimp
15015 fillet=140 @140 | cod, white fish, cod fillet, hake, fish, fish fillet
15033 fillet=140 @140 | haddock
15066 fillet=140 @140 | pollock
15261 fillet=140 @140 | tilapia
15036 fillet=140 @140 | halibut
15091 fillet=140 @140 | sea bass, bass
15101 fillet=140 @140 | snapper, sea bream, bream
15240 fillet=140 @140 | trout, rainbow trout
15046 fillet=140 @140 | mackerel, smoked mackerel
15088 can=92 tin=92 | sardine
15002 can=45 tin=45 | anchovy, anchovy fillet
15172 | scallop
15164 edible=0.25 | mussel
15157 edible=0.15 | clam, cockle
15175 | squid, calamari
15140 | crab, crab meat, crabmeat
15147 | lobster
15167 | oyster
15166 | octopus
1123 | egg, whole egg, hen egg, free range egg
1125 | egg yolk, yolk
1124 | egg white
1077 | milk, whole milk, full fat milk
1079 | semi skimmed milk, 2 milk, reduced fat milk, low fat milk
1085 | skim milk, skimmed milk, nonfat milk
1053 | cream, heavy cream, double cream, whipping cream, heavy whipping cream
1050 | single cream, light cream, half and half
1056 | sour cream, soured cream
1053 ~ | creme fraiche
1116 | yogurt, plain yogurt, natural yogurt, yoghurt
1293 | greek yogurt, greek yoghurt, greek style yogurt
1256 | fat free greek yogurt, nonfat greek yogurt, skyr
1088 | buttermilk
1095 | condensed milk, sweetened condensed milk
14091 | almond milk
16120 | soy milk, soya milk
14639 ~ | oat milk, rice milk
12118 | coconut milk, tinned coconut milk, canned coconut milk
12115 | coconut cream
1009 | cheese, cheddar, cheddar cheese, grated cheese, mature cheddar
1032 | parmesan, parmigiano, parmigiano reggiano, grana padano, parmesan cheese, vegetarian hard cheese, vegetarian italian hard cheese, veggie hard cheese
1038 | pecorino, pecorino romano, romano
1026 | mozzarella, fresh mozzarella, buffalo mozzarella, burrata
1029 | grated mozzarella, shredded mozzarella, low moisture mozzarella
1019 | feta, feta cheese
1159 | goat cheese, goats cheese, chevre
1027 ~ | halloumi
1006 | brie
1007 | camembert
1004 | blue cheese, gorgonzola, stilton
1039 | roquefort
1023 | gruyere, comte
1040 | swiss cheese, emmental
1025 | monterey jack, jack cheese, pepper jack
1011 | colby
1036 | ricotta
1017 | cream cheese, soft cheese, philadelphia
1017 ~ | mascarpone
1012 | cottage cheese
11529 | tomato, vine tomato, plum tomato, beef tomato, cherry tomato, grape tomato, ripe tomato
11531 | canned tomato, chopped tomato, tinned tomato, crushed tomato, diced tomato, whole peeled tomato, plum tomatoes in juice
11549 | tomato sauce
11547 | passata, tomato passata, strained tomato
11546 | tomato paste, tomato concentrate, tomato puree
11955 | sun dried tomato, sundried tomato
11956 | sun dried tomatoes in oil
11821 | bell pepper, peppers, red pepper, red bell pepper, sweet pepper, capsicum
11333 | green pepper, green bell pepper
11951 | yellow pepper, yellow bell pepper, orange pepper
11916 | roasted pepper, roasted red pepper, piquillo pepper, jarred pepper
11477 | zucchini, courgette
11209 | eggplant, aubergine, brinjal
11260 | mushroom, button mushroom, white mushroom
11266 | chestnut mushroom, cremini, crimini, baby bella
11987 | oyster mushroom
11238 dried=11268 | shiitake, shiitake mushroom
11265 | portobello, portobello mushroom, portabella
11090 head=300 | broccoli, calabrese, broccoli floret
11090 ~ | broccolini, tenderstem broccoli, tenderstem
11135 | cauliflower, cauliflower floret
11052 | green bean, string bean, french bean, runner bean, fine bean
11011 | asparagus, asparagus spear
11304 frozen=11312 | pea, green pea, garden pea, petits pois
11312 | frozen pea
11167 frozen=11178 | corn, sweetcorn, sweet corn, corn kernel, corn on the cob
11205 | cucumber, english cucumber
9037 | avocado
9037 ~ | guacamole
11098 | brussels sprout, brussel sprout
11278 | okra
11300 | snow pea, mangetout, sugar snap pea, snap pea, sugar snap
11043 | bean sprout, beansprout
11429 | radish
11007 | artichoke, globe artichoke
11008 | artichoke heart
11957 | fennel, fennel bulb
11352 | potato, white potato, russet potato, maris piper, floury potato, baking potato
11355 | new potato, baby potato, red potato, salad potato, yukon gold
11507 | sweet potato, yam, kumara
11124 | carrot
11298 @160 | parsnip
11080 | beetroot, beet
11485 | butternut squash, butternut, squash
11482 | acorn squash
11422 | pumpkin
11564 | turnip
11435 | swede, rutabaga
11141 | celeriac, celery root
9277 | plantain
11457 frozen=11463 | spinach, baby spinach, english spinach
11463 | frozen spinach
11233 | kale, cavolo nero, lacinato kale, curly kale, tuscan kale
11251 | lettuce, romaine, romaine lettuce, cos, little gem
11252 | iceberg, iceberg lettuce
11250 | butter lettuce, butterhead lettuce
11253 ~ | mixed greens, salad leaves, mixed salad, salad greens, mesclun, salad
11959 | arugula, rocket, roquette
11109 | cabbage, white cabbage, green cabbage, pointed cabbage
11114 | savoy cabbage
11119 | napa cabbage, chinese cabbage, chinese leaf
11112 | red cabbage, purple cabbage
11147 | chard, swiss chard, rainbow chard
11161 | collard greens, collards, spring greens
11591 | watercress, cress
11116 @100 | bok choy, pak choi, pak choy, bok choi, baby bok choy
11213 @100 | endive, chicory, belgian endive
11952 | radicchio
11282 | onion, yellow onion, brown onion, white onion, red onion, spanish onion, sweet onion
11677 @40 | shallot, banana shallot, echalion
11215 | garlic, garlic clove, clove of garlic, fresh garlic
11291 | green onion, scallion, spring onion, salad onion
11246 | leek
11143 | celery, celery stalk, celery stick
11216 | ginger, fresh ginger, ginger root
11819 | chili, chilli, chile, red chili, red chilli, chili pepper, bird's eye chili, scotch bonnet, habanero
11670 | green chili, green chilli
11979 | jalapeno, jalapeno pepper
11972 stalk=20 @20 | lemongrass, lemon grass
20044 cooked=20045 | rice, white rice, long grain rice, jasmine rice, basmati rice, basmati
20045 | cooked rice, leftover rice, day old rice, microwave rice, steamed rice
20036 cooked=20037 | brown rice, wholegrain rice
20037 | cooked brown rice
20050 | arborio, risotto rice, carnaroli
20054 cooked=20055 | sticky rice, glutinous rice
20452 | sushi rice, short grain rice
20088 cooked=20089 | wild rice
20035 cooked=20137 | quinoa
20028 cooked=20029 | couscous, giant couscous, pearl couscous
20012 cooked=20013 | bulgur, bulgur wheat, burghul, bulgar
20005 cooked=20006 | pearl barley, barley
8120 cooked=8121 | oat, rolled oat, porridge oat, oatmeal, oat flake
20022 | polenta, cornmeal, grits
20140 cooked=20141 | spelt
20140 ~ | farro, freekeh
20066 | semolina
20120 cooked=20121 sheet=20 | pasta, dried pasta, spaghetti, spaghettini, linguine, penne, rigatoni, fusilli, rotini, macaroni, elbow macaroni, fettuccine, tagliatelle, pappardelle, farfalle, orzo, risoni, lasagne sheet, lasagna noodle, lasagne, lasagna, conchiglie, orecchiette, pasta shell
20121 | cooked pasta, cooked spaghetti
20093 cooked=20094 | fresh pasta
20094 ~ | gnocchi, udon, udon noodle
22901 | tortellini
22901 ~ | ravioli, filled pasta
20109 cooked=20310 @50 | noodle, egg noodle, lo mein, chow mein noodle
20133 cooked=20134 | rice noodle, rice vermicelli, vermicelli, rice stick, pad thai noodle, glass noodle
20114 cooked=20115 | soba, soba noodle, buckwheat noodle
6583 | ramen, ramen noodle, instant noodle
18069 | bread, white bread, sliced bread, loaf
18075 | wholemeal bread, whole wheat bread, brown bread
18060 | rye bread, pumpernickel
18029 slice=50 | sourdough, sourdough bread
18029 @250 slice=25 | baguette, french bread, french stick
18033 ~ @270 | ciabatta, focaccia
18364 | tortilla, flour tortilla, wrap, tortilla wrap, burrito wrap
18363 | corn tortilla
18360 | taco shell, tostada
18041 | pita, pitta, pita bread, pitta bread
28307 | naan, naan bread, nan bread
28306 | flatbread, chapati, roti, lavash
18079 | breadcrumb, bread crumb, panko, panko breadcrumb
18001 | bagel
18027 ~ | brioche, challah
18350 | bun, burger bun, bread roll, roll, hot dog bun
16057 canned=16058 dried=16056 | chickpea, garbanzo bean, garbanzo, chick pea
16058 | canned chickpea, tinned chickpea
16015 canned=16018 dried=16014 | black bean, turtle bean
16033 canned=16034 dried=16032 | kidney bean, red kidney bean
16050 canned=16051 dried=16049 | cannellini bean, white bean, cannellini, haricot bean
16037 | navy bean
16025 canned=16026 | great northern bean
16072 canned=16073 dried=16071 | butter bean, lima bean
16043 canned=16044 dried=16042 | pinto bean, borlotti bean
16063 canned=16064 dried=16062 | black eyed pea, black eyed bean, cowpea
16006 | baked bean
16103 | refried bean
16033 ~ canned=16034 | bean, mixed bean
16034 | canned bean, tinned bean
16069 cooked=16070 | lentil, green lentil, brown lentil, puy lentil, beluga lentil
16070 | cooked lentil
16144 cooked=16070 | red lentil, split red lentil, masoor dal
16085 cooked=16086 | split pea, yellow split pea, chana dal, dal, dhal, toor dal
11211 | edamame, edamame bean, soybean, soya bean
11088 | broad bean, fava bean
9003 | apple, green apple, granny smith
9252 | pear
9040 | banana
9316 | strawberry
9050 | blueberry
9302 | raspberry
9042 | blackberry
9042 ~ | mixed berry, berry, frozen berry, summer fruit, frozen fruit
9176 | mango
9266 | pineapple
9200 juice=9206 zest=9216 | orange, navel orange, blood orange
9206 | orange juice
9216 @9 | orange zest
9218 | clementine, mandarin, satsuma, tangerine
9132 | grape
9236 | peach
9191 | nectarine
9279 | plum
9021 dried=9032 | apricot
9032 | dried apricot
9070 | cherry
9326 | watermelon
9181 | melon, cantaloupe
9184 | honeydew, honeydew melon
9148 | kiwi, kiwifruit, kiwi fruit
9286 | pomegranate, pomegranate seed
9089 dried=9094 | fig
9094 | dried fig
9421 | date, medjool date
9298 | raisin, sultana
9085 | currant
9079 | dried cranberry, craisin
9078 | cranberry
9307 | rhubarb
9150 juice=9152 zest=9156 | lemon
9152 | lemon juice
9156 @6 | lemon zest, lemon peel, lemon rind
9159 juice=9160 zest=9156 | lime
9160 | lime juice
9156 ~ | lime zest, lime peel
2044 dried=2003 | basil, sweet basil, thai basil, basil leaf, fresh basil
2003 | dried basil
11297 dried=2029 | parsley, flat leaf parsley, italian parsley, curly parsley
2029 | dried parsley
11165 | cilantro, coriander, coriander leaf, fresh coriander, chinese parsley
2065 dried=2066 | mint, fresh mint, spearmint, mint leaf
2045 dried=2017 | dill, dill weed
11156 | chive
2049 dried=2042 sprig=0.5 | thyme, fresh thyme, lemon thyme
2042 | dried thyme
2063 dried=2036 sprig=1 | rosemary, fresh rosemary
2036 | dried rosemary
2027 | oregano, dried oregano, fresh oregano
2023 | marjoram
2038 leaf=0.5 | sage, sage leaf
2004 leaf=0.2 | bay leaf, bay
2041 | tarragon
2047 | salt, sea salt, kosher salt, table salt, flaky salt, sea salt flake
2030 | black pepper, pepper, ground pepper, peppercorn, black peppercorn, ground black pepper, white pepper
2014 | cumin, ground cumin, cumin seed, jeera
2028 | paprika, sweet paprika, smoked paprika, pimenton
2031 | chili flake, red pepper flake, chilli flake, crushed red pepper, cayenne, cayenne pepper
2009 | chili powder, chilli powder
2015 | curry powder
2015 ~ | garam masala, ras el hanout
2043 | turmeric, ground turmeric
2013 | ground coriander, coriander seed, coriander powder
2010 | cinnamon, ground cinnamon, cinnamon stick
2025 | nutmeg, ground nutmeg
2006 | cardamom, ground cardamom, cardamom pod
2011 | clove, ground clove, whole clove
2001 | allspice, ground allspice
2021 | ground ginger, ginger powder
2050 | vanilla, vanilla extract, vanilla essence, vanilla paste
2018 | fennel seed
2018 ~ | five spice, chinese five spice, five spice powder
2024 | mustard seed, mustard powder
2042 ~ | zaatar
2034 ~ | italian seasoning, mixed herb, dried herb, herbes de provence, dried mixed herb, poultry seasoning
2075 | taco seasoning, fajita seasoning
2075 ~ | cajun seasoning, creole seasoning
2020 | garlic powder, granulated garlic
2026 | onion powder
2037 | saffron
4053 | olive oil, extra virgin olive oil, evoo, light olive oil
4582 | vegetable oil, canola oil, rapeseed oil, cooking oil, oil, neutral oil
4060 | sunflower oil
4518 | corn oil
4042 | peanut oil, groundnut oil
4581 | avocado oil
4058 | sesame oil, toasted sesame oil
4047 | coconut oil
4582 ~ | chili oil, chilli oil, chili crisp, chilli crisp
1145 | butter, unsalted butter
1001 | salted butter
1003 | ghee, clarified butter
4002 | lard, dripping
4574 | duck fat
4576 | goose fat
4609 | bacon fat, bacon grease
4617 | margarine
4611 ~ | vegan butter, plant butter, dairy free spread
2053 | vinegar, white vinegar, distilled vinegar, malt vinegar
2053 ~ | rice vinegar, rice wine vinegar, white wine vinegar, champagne vinegar
2068 | red wine vinegar
2068 ~ | sherry vinegar
2069 | balsamic vinegar, balsamic, balsamic glaze
2048 | apple cider vinegar, cider vinegar
9322 | tamarind, tamarind paste
19335 | sugar, white sugar, caster sugar, granulated sugar, superfine sugar
19334 | brown sugar, light brown sugar, dark brown sugar, soft brown sugar
19334 ~ | muscovado, demerara, palm sugar, coconut sugar, jaggery
19296 | honey, runny honey
19353 | maple syrup
19336 | icing sugar, powdered sugar, confectioners sugar
19912 | agave, agave syrup, agave nectar
19304 | molasses, treacle, black treacle
19350 ~ | golden syrup, corn syrup
19297 | jam, preserves, strawberry jam, raspberry jam, jelly
19303 | marmalade
19125 | chocolate spread, nutella, hazelnut spread
16123 | soy sauce, soy, shoyu, light soy sauce, dark soy sauce
16124 | tamari
6179 | fish sauce, nam pla
6176 | oyster sauce
6175 | hoisin, hoisin sauce
6112 | teriyaki, teriyaki sauce
6631 | sriracha
6631 ~ | sambal, sambal oelek
6168 | hot sauce, tabasco, chili sauce, chilli sauce
27050 ~ | sweet chili sauce, sweet chilli sauce, sweet and sour sauce
11935 | ketchup, tomato ketchup, catsup
4025 | mayonnaise, mayo
2046 | mustard, yellow mustard, american mustard
2046 ~ | dijon, dijon mustard, wholegrain mustard, english mustard
6626 | pesto, basil pesto, green pesto
12698 | tahini, sesame paste
16398 | peanut butter
12195 | almond butter
16112 | miso, miso paste, white miso, red miso
6164 | salsa, tomato salsa, pico de gallo
6971 | worcestershire sauce, worcestershire
2054 | caper
9193 | olive, black olive
9195 | green olive
9195 ~ | kalamata olive
11937 @65 | pickle, gherkin, cornichon, dill pickle
11118 | kimchi, kimchee
11439 | sauerkraut
16158 | hummus, houmous, hummous
6150 | bbq sauce, barbecue sauce
43479 ~ | mirin, rice wine, sake, shaoxing wine
20027 | cornstarch, cornflour, corn starch
6194 | stock, broth, chicken stock, chicken broth, homemade stock, bone broth
6700 | vegetable stock, vegetable broth, veggie stock, veg stock
6008 | beef stock, beef broth
6080 cube=4 | stock cube, bouillon cube, bouillon, stock pot, chicken stock cube
6700 ~ | fish stock
14106 | white wine, dry white wine
14096 | red wine
14003 | beer, lager, ale, stout
12119 | coconut water
14411 | water, cold water, warm water, hot water, boiling water, ice water, ice
12061 | almond, flaked almond, slivered almond, whole almond, ground almond, almond flour, almond meal
12155 | walnut
12087 | cashew, cashew nut
16087 | peanut
16390 | roasted peanut
12147 | pine nut, pine kernel, pignoli
12142 | pecan, pecan nut
12151 | pistachio
12120 | hazelnut, filbert
12135 | mixed nut, nut
12078 | brazil nut
12131 | macadamia, macadamia nut
12023 | sesame seed, sesame
12036 | sunflower seed
12014 | pumpkin seed, pepita
12006 | chia seed, chia
12220 | flaxseed, linseed, flax seed, ground flaxseed, flax
12108 | desiccated coconut, shredded coconut, coconut flake, coconut
20081 | flour, plain flour, all purpose flour, wheat flour, white flour
20082 | self raising flour, self rising flour
20083 | bread flour, strong flour, strong white flour
20080 | wholemeal flour, whole wheat flour, wholewheat flour
20080 ~ | spelt flour
16157 | chickpea flour, gram flour, besan
20061 | rice flour
18369 | baking powder
18372 | baking soda, bicarbonate of soda, bicarb
18375 | yeast, dried yeast, instant yeast, active dry yeast, fast action yeast
19165 | cocoa, cocoa powder, cacao, cacao powder
19903 | chocolate, dark chocolate
19120 | milk chocolate
19087 | white chocolate
19080 | chocolate chip, choc chip, semisweet chocolate
18211 | puff pastry
18338 | filo, phyllo, filo pastry
`;

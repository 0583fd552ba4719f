/*  Part of rulecheck: Flesh and Blood (seed 000), included from game.pl.

    The choices whose controller is the player who answers them: the one
    list both the position's check (choices.pl, FAB-120: such a choice
    with another controller is refused) and the position's reading
    (setup.pl, pending_choice/5: a pending choice that names no
    controller gets its player) read.  Before, choices.pl held 74 such
    choices and setup.pl a copy of 52 of them: a position written by hand
    that left out the controller of one of the 22 others got the other
    player and was then refused.

    own_controlled_choice/1 is the card text files' mechanism: a file
    that makes a new choice its player controls names it there, in its
    own file (card_texts_cindra_2.pl, card_texts_florian.pl, ...); the
    choices below were made before it, each listed under the file that
    asks it.  Every other choice is controlled by the other player (an
    arcane damage's, an intimidate's), or by either player where
    choices.pl says so (ward, quell, discard_unless_pay).
*/

:- discontiguous own_controlled_choice/1.

%   choices.pl
own_controlled_choice("unless_pay").
own_controlled_choice("order").
own_controlled_choice("bottom").
own_controlled_choice("hand_to_bottom").
own_controlled_choice("roll").
own_controlled_choice("hand_to_deck").
own_controlled_choice("destroy_for_go_again").
own_controlled_choice("reveal_top").
own_controlled_choice("hand_to_shuffle").
own_controlled_choice("discard_to_search").
own_controlled_choice("search_combo").
own_controlled_choice("hit_order").

%   choices_orders.pl
own_controlled_choice("pitch_to_bottom").
own_controlled_choice("replaced_to_bottom").

%   card_texts_bravo.pl
own_controlled_choice("equipment_counter").
own_controlled_choice("cost_check").

%   card_texts_katsu_blitz.pl
own_controlled_choice("gain_name").
own_controlled_choice("name_card").
own_controlled_choice("banish_to_search").

%   card_texts_benji_blitz.pl
own_controlled_choice("mode").

%   card_texts_rhinar_blitz.pl
own_controlled_choice("random_discard").
own_controlled_choice("revealed_top").

%   card_texts_prism.pl
own_controlled_choice("graveyard_to_top").
own_controlled_choice("hand_to_soul").

%   card_texts_fai.pl
own_controlled_choice("return_phoenix_flame").
own_controlled_choice("attack_discard_to_draw").
own_controlled_choice("pay_for_power").

%   card_texts_oldhim.pl
own_controlled_choice("arsenal_to_bottom").

%   card_texts_uzuri.pl
own_controlled_choice("hit_token").
own_controlled_choice("discard_order").
own_controlled_choice("defend_pay").
own_controlled_choice("dagger_hit_to_bottom").

%   card_texts_fai_prism.pl
own_controlled_choice("search_phoenix_flame").
own_controlled_choice("hit_target_hero").

%   card_texts_finish3.pl
own_controlled_choice("red_hot_target").
own_controlled_choice("riptide_to_arsenal").

%   card_texts_victor.pl
own_controlled_choice("clash_again").

%   card_texts_victor_2.pl
own_controlled_choice("wager").
own_controlled_choice("betsy_wager").
own_controlled_choice("stacked_hand_to_top").

%   card_texts_kassai.pl
own_controlled_choice("cut_to_bottom").

%   card_texts_finish.pl
own_controlled_choice("revealed_attack_action").

%   card_texts_levia.pl
own_controlled_choice("random_banish").
own_controlled_choice("hand_banish").
own_controlled_choice("graveyard_banish").

%   card_texts_levia_2.pl
own_controlled_choice("any_graveyard_banish").
own_controlled_choice("soul_banish").
own_controlled_choice("hand_banish_draw").
own_controlled_choice("hooves_destroy").
own_controlled_choice("opt").
own_controlled_choice("banish_top").

%   card_texts_singles.pl
own_controlled_choice("dagger_damage_target").
own_controlled_choice("mentor_face_up").
own_controlled_choice("search_specialization").

%   card_texts_chane.pl
own_controlled_choice("arcane_target_hero").

%   card_texts_chane_2.pl
own_controlled_choice("blood_debt_to_bottom").
own_controlled_choice("banished_attack_choice").

%   card_texts_azalea.pl
own_controlled_choice("revealed_pitch").
own_controlled_choice("hand_arrow_to_arsenal").
own_controlled_choice("arrow_face_up").
own_controlled_choice("top_two_order").

%   card_texts_azalea_2.pl
own_controlled_choice("azalea_top").
own_controlled_choice("crows_nest_pay").

%   card_texts_lexi.pl
own_controlled_choice("reload").
own_controlled_choice("hood_to_arsenal").

%   card_texts_dromai_2.pl
own_controlled_choice("transform_ash").

%   card_texts_lexi_2.pl
own_controlled_choice("mark_destroy").
own_controlled_choice("shiver_mode").

%   card_texts_aurora.pl
own_controlled_choice("flash_discard").
own_controlled_choice("flash_return").

%   card_texts_aurora_2.pl
own_controlled_choice("blast_return").

%   card_texts_cindra.pl
own_controlled_choice("dagger_to_hero").
own_controlled_choice("leggings_defend").
own_controlled_choice("dragon_fire_target").

"""The screens around the table: menus, settings, rules, help, a new game, questions."""

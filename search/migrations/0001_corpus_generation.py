from django.db import migrations, models


def first_row(apps, schema_editor):
    apps.get_model("search", "CorpusGeneration").objects.get_or_create(pk=1)


class Migration(migrations.Migration):

    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="CorpusGeneration",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("value", models.PositiveBigIntegerField(default=0, verbose_name="génération")),
                ("token", models.CharField(blank=True, help_text="Tiré au hasard à chaque changement : deux générations de même numéro (une base restaurée, une transaction annulée) ne se confondent pas.", max_length=32)),
                ("rulebooks", models.CharField(blank=True, help_text="Empreinte des documents du corpus, à chaque rechargement des règles : un index construit d'un autre corpus se reconstruit en entier ; sinon seules les décisions changent, mises à jour sur place.", max_length=32)),
                ("changed_at", models.DateTimeField(blank=True, null=True, verbose_name="modifiée le")),
            ],
            options={
                "verbose_name": "génération du corpus",
                "verbose_name_plural": "générations du corpus",
            },
        ),
        migrations.RunPython(first_row, migrations.RunPython.noop),
    ]
